import { createContext, useContext } from 'react';

/** Opens the layout's "Download App" dialog; a no-op outside PublicLayout (e.g. a page story). */
export const DownloadAppContext = createContext<() => void>(() => {});

/** The function that opens the "Download App" dialog with the four store links. */
export function useOpenDownloadDialog(): () => void {
  return useContext(DownloadAppContext);
}
