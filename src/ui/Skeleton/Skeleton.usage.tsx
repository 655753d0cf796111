import { Skeleton } from '../Skeleton';

export function Usage() {
  return <Skeleton variant="text" lines={3} width="60%" />;
}
