import { Spinner } from '../Spinner';

export function Usage() {
  return <Spinner size={20} label="Approving driver" />;
}
