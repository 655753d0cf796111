import { CopyLinkButton } from '../CopyLinkButton';

export function Usage() {
  return <CopyLinkButton url={window.location.href} label="Copy link to this ride" />;
}
