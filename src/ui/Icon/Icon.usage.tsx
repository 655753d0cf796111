import { Button } from '../Button';
import { PlusIcon } from '../Icon';

export function Usage() {
  return <Button icon={<PlusIcon />}>Add New Admin</Button>;
}
