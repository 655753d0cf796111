import { useMediaQuery } from '../Sidebar/useMediaQuery';
import { tokens } from '../theme/tokens';

const PHONE_QUERY = `(max-width: ${tokens.breakpoint.phoneMax}px)`;

/** True on phone-width screens, where lists show as cards (the `media.phone` breakpoint). */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
