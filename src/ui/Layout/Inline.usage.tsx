import { Button } from '../Button';
import { Inline } from '../Layout';

export function Usage() {
  return (
    <Inline justify="end" wrap={false}>
      <Button size="sm" variant="secondary">Edit</Button>
      <Button size="sm" variant="danger">Delete</Button>
    </Inline>
  );
}
