import { Button } from '../Button';
import { EmptyState } from '../EmptyState';

export function Usage({ onAdd }: { onAdd: () => void }) {
  return <EmptyState title="No pricing data found" description="Add a price for each vehicle type." action={<Button onClick={onAdd}>Add New Pricing</Button>} />;
}
