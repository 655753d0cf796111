import { Badge } from '../Badge';

export function Usage() {
  return (
    <Badge tone="success" dot>
      Completed
    </Badge>
  );
}
