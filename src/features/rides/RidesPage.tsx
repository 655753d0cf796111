import { PageHeader } from '../../ui/PageHeader';

/** Placeholder until the screen lands (issue 3). */
export default function Page({ role }: { role: 'admin' | 'lagos' }) {
  return (
    <>
      <title>{'Rides Management · Kero'}</title>
      <PageHeader title="Rides Management" description={role === 'lagos' ? 'Lagos console' : undefined} />
    </>
  );
}
