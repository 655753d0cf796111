import { PageHeader } from '../../ui/PageHeader';

export default function Page() {
  return (
    <>
      <title>{'Pricing Management · Kero'}</title>
      <PageHeader title="Pricing Management" />
    </>
  );
}
