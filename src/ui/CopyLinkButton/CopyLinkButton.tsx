import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { tokens } from '../theme/tokens';

export interface CopyLinkButtonProps {
  /** The absolute URL to copy. */
  url: string;
  /** Default "Copy link". */
  label?: string;
  /** How long "Link copied" (or the failure) stays, in ms. Default 3000. */
  statusMs?: number;
}

type Outcome = 'idle' | 'copied' | 'failed';

const Status = styled.span`
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.textMuted};
  &[data-outcome='failed'] { color: ${tokens.color.danger}; }
`;

const Root = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]};
`;

const LinkIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
    <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
  </svg>
);

/** Copies text with the Clipboard API, else through a selected, off-screen textarea (older browsers, http). */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Denied (permissions, insecure origin): try the old way below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.left = '-9999px';
  document.body.append(area);
  area.select();
  const ok = document.execCommand?.('copy') ?? false;
  area.remove();
  if (!ok) throw new Error('copy failed');
}

/** "Copy link": copies a record's address and says so in a polite live region. */
export function CopyLinkButton({ url, label = 'Copy link', statusMs = 3000 }: CopyLinkButtonProps) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    let next: Outcome = 'copied';
    try {
      await copyText(url);
    } catch {
      next = 'failed';
    }
    setOutcome(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOutcome('idle'), statusMs);
  };

  return (
    <Root>
      <Button size="sm" variant="secondary" icon={<LinkIcon />} onClick={() => void copy()} data-url={url}>
        {label}
      </Button>
      <Status role="status" data-outcome={outcome}>
        {outcome === 'copied' ? 'Link copied' : outcome === 'failed' ? 'Could not copy the link' : ''}
      </Status>
    </Root>
  );
}
