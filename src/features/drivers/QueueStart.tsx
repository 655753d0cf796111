import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { tokens } from '../../ui/theme/tokens';
import { formatNumber, PLACEHOLDER } from '../../lib/format';

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[3]};
`;

const Waiting = styled.span`
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.textMuted};
  font-variant-numeric: tabular-nums;

  strong { color: ${tokens.color.text}; font-weight: 600; }
`;

export interface QueueStartProps {
  /** KYC submissions waiting (every driver's figure, not the page's); null before the first answer. */
  waiting: number | null;
  onStart: () => void;
}

/** "17 waiting" and "Start review" (docs/product.md §2, "KYC review mode"). */
export function QueueStart({ waiting, onStart }: QueueStartProps) {
  return (
    <Root>
      <Waiting id="kyc-waiting">
        <strong>{waiting === null ? PLACEHOLDER : formatNumber(waiting)}</strong> waiting
      </Waiting>
      <Button size="sm" variant="primary" onClick={onStart} disabled={waiting === 0} aria-describedby="kyc-waiting">
        Start review
      </Button>
    </Root>
  );
}
