import { PageHeader } from '../../ui/PageHeader';

/** Placeholder until the screen lands (issue 3). */
export default function Page({ role }: { role: 'admin' | 'lagos' }) {
  return (
    <>
      <title>{'Dashboard · Kero'}</title>
      <PageHeader title="Dashboard" description={role === 'lagos' ? 'Lagos console' : undefined} />
    </>
  );
}
