import { PublicFooter } from '../PublicFooter';

export function Usage() {
  return (
    <PublicFooter brand={<strong>Kero</strong>} brandLabel="Kero home"
      linkGroups={[{ title: 'Company', links: [{ label: 'About', href: '/about' }, { label: 'Privacy', href: '/privacy' }] }]}
      newsletter={{ title: 'Newsletter', inputLabel: 'Email address', buttonLabel: 'Subscribe' }}
      social={[{ network: 'instagram', label: 'Kero on Instagram' }]} legal="© Kero" />
  );
}
