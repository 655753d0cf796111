import { PageHeader } from '../../ui/PageHeader';

/** Placeholder until the screen lands (issue 3). */
export default function Page({ role }: { role: 'admin' | 'lagos' }) {
  return (
    <>
      <title>{'Transactions Management · Kero'}</title>
      <PageHeader title="Transactions Management" description={role === 'lagos' ? 'Lagos console' : undefined} />
    </>
  );
}
