import { Button } from '../Button';
import { Card } from '../Card';

export function Usage() {
  return (
    <Card title="Vehicle" headingLevel={3} actions={<Button size="sm" variant="ghost">Edit</Button>}>
      Toyota Corolla · LND-482-KJ · 2016
    </Card>
  );
}
