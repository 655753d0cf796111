import { Button } from '../Button';
import { PageHeader } from '../PageHeader';

export function Usage({ onAdd }: { onAdd: () => void }) {
  return (
    <PageHeader title="Pricing Management" description="Price per km and commission for each vehicle type."
      actions={<Button onClick={onAdd}>Add New Pricing</Button>} />
  );
}
