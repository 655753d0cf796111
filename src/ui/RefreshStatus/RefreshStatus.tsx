import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { tokens } from '../theme/tokens';
import { relativeTime } from './relativeTime';

export interface RefreshStatusProps {
  /** When the figures on screen were fetched (epoch ms); null before the first load. */
  updatedAt: number | null;
  /** Fetches again (the screen's loading and loaded toasts belong to this, not to background refreshes). */
  onRefresh: () => void;
  /** A refresh asked for with the button is running: the button is busy. */
  refreshing?: boolean;
  /** How often the relative time is redrawn, ms. Default 15 s. */
  tickMs?: number;
}

const Root = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]} ${tokens.space[3]};
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.textMuted};
`;

const RefreshIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M21 12a9 9 0 1 1-2.64-6.36" />
    <path d="M21 4v5h-5" />
  </svg>
);

const fullTime = new Intl.DateTimeFormat('en-NG', { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'medium' });

/** A screen header's "Updated 2 minutes ago" and its "Refresh" button. */
export function RefreshStatus({ updatedAt, onRefresh, refreshing = false, tickMs = 15_000 }: RefreshStatusProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (updatedAt === null) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(id);
  }, [updatedAt, tickMs]);

  return (
    <Root>
      {updatedAt !== null && (
        <span>
          Updated{' '}
          <time dateTime={new Date(updatedAt).toISOString()} title={fullTime.format(updatedAt)}>
            {relativeTime(updatedAt, Math.max(now, updatedAt))}
          </time>
        </span>
      )}
      <Button size="sm" variant="secondary" icon={<RefreshIcon />} loading={refreshing} onClick={onRefresh}>
        Refresh
      </Button>
    </Root>
  );
}
