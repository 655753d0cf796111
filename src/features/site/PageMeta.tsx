import { SITE_NAME } from './constants';

export interface PageMetaProps {
  /** Page name; the site name is appended ("About · Kero") unless `exact`. */
  title: string;
  description: string;
  /** Use `title` as is. */
  exact?: boolean;
}

/** The page's <title> and meta description; React 19 hoists both into <head>. */
export function PageMeta({ title, description, exact = false }: PageMetaProps) {
  return (
    <>
      <title>{exact ? title : `${title} · ${SITE_NAME}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
