import { Logo } from '../Logo';

export function Usage() {
  return <Logo size="md" />;
}
