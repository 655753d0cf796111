import { PublicHeader } from '../PublicHeader';

export function Usage({ path }: { path: string }) {
  return (
    <PublicHeader brand={<strong>Kero</strong>} brandLabel="Kero home" currentHref={path}
      links={[{ label: 'How it works', href: '/' }, { label: 'About', href: '/about' }]}
      secondaryLink={{ label: 'Admin', href: '/login' }} />
  );
}
