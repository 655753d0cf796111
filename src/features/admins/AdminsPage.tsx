import { PageHeader } from '../../ui/PageHeader';

export default function Page() {
  return (
    <>
      <title>{'Admin User Management · Kero'}</title>
      <PageHeader title="Admin User Management" />
    </>
  );
}
