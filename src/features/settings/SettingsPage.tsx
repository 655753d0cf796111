import { PageHeader } from '../../ui/PageHeader';

export default function SettingsPage() {
  return (
    <>
      <title>{'Settings · Kero'}</title>
      <PageHeader title="Settings" />
    </>
  );
}
