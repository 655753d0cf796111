import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { tokens } from '../../ui/theme/tokens';
import { formatNumber } from '../../lib/format';
import type { Decided } from './reviewNext';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[2]} ${tokens.space[4]};
  margin-bottom: ${tokens.space[4]};
  padding: ${tokens.space[3]} ${tokens.space[4]};
  border: 1px solid ${tokens.color.border};
  border-inline-start: 4px solid ${tokens.color.success};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};

  &[data-decision='reject'] { border-inline-start-color: ${tokens.color.danger}; }
  p { margin: 0; }
`;

const Actions = styled.span`
  display: flex;
  gap: ${tokens.space[2]};
`;

export interface ReviewNextBarProps {
  decided: Decided;
  /** KYC submissions still waiting. */
  remaining: number;
  onReviewNext: () => void;
  onDismiss: () => void;
}

/**
 * After an approval or rejection (the dialog has closed and the list reloaded, docs/product.md §4):
 * what was done, and "Review next" to open the next KYC submission straight away. It takes the focus,
 * so Enter goes on to the next driver.
 */
export function ReviewNextBar({ decided, remaining, onReviewNext, onDismiss }: ReviewNextBarProps) {
  const next = useRef<HTMLButtonElement>(null);
  const dismiss = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // After the dialog has handed focus back (to a row that is gone): then take it.
    const frame = requestAnimationFrame(() => (next.current ?? dismiss.current)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [decided]);
  const done = decided.decision === 'approve' ? 'approved' : 'rejected';
  return (
    <Bar data-decision={decided.decision}>
      <p role="status">
        <strong>{`${decided.name} ${done}.`}</strong>{' '}
        {remaining === 0 ? 'No more KYC submissions to review.' : `${formatNumber(remaining)} KYC ${remaining === 1 ? 'submission' : 'submissions'} left to review.`}
      </p>
      <Actions>
        <Button ref={dismiss} size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
        {remaining > 0 && (
          <Button ref={next} size="sm" variant="primary" onClick={onReviewNext}>
            Review next
          </Button>
        )}
      </Actions>
    </Bar>
  );
}
