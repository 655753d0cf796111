import { PageHeader } from '../../ui/PageHeader';

/** Placeholder until the screen lands (issue 3). */
export default function Page({ role }: { role: 'admin' | 'lagos' }) {
  return (
    <>
      <title>{'Riders · Kero'}</title>
      <PageHeader title="Riders" description={role === 'lagos' ? 'Lagos console' : undefined} />
    </>
  );
}
