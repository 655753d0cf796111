import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { tokens } from '../../ui/theme/tokens';
import { formatNumber } from '../../lib/format';
import type { VerifyDecision } from './api';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]} ${tokens.space[3]};
  margin-bottom: ${tokens.space[4]};
  padding: ${tokens.space[2]} ${tokens.space[4]};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.accentSoft};
  color: ${tokens.color.text};

  p { margin: 0; margin-inline-end: auto; font-weight: ${tokens.font.weight.semibold}; }
`;

/** docs/product.md "Bulk KYC review": the drivers selected in KYC Submitted, and what to do with them. */
export function BulkReviewBar({ count, onDecide, onClear }: { count: number; onDecide: (decision: VerifyDecision) => void; onClear: () => void }) {
  return (
    <Bar role="group" aria-label="Selected drivers">
      <p>{`${formatNumber(count)} selected`}</p>
      <Button size="sm" variant="primary" onClick={() => onDecide('approve')}>
        Approve selected
      </Button>
      <Button size="sm" variant="danger" onClick={() => onDecide('reject')}>
        Reject selected
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </Bar>
  );
}
