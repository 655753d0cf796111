import { Button } from '../Button';

export function Usage({ saving, onSave }: { saving: boolean; onSave: () => void }) {
  return (
    <Button variant="primary" loading={saving} onClick={onSave}>
      Save changes
    </Button>
  );
}
