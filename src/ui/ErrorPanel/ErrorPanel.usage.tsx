import { ErrorPanel } from '../ErrorPanel';

export function Usage({ retry }: { retry: () => void }) {
  return <ErrorPanel message="We could not load this list. Check your connection and try again." onRetry={retry} />;
}
