import styled from 'styled-components';
import { tokens } from '../../ui/theme/tokens';
import { orPlaceholder } from '../../lib/format';

// Server text can be very long: one line, clipped with an ellipsis, the full text in the tooltip.
// Widths by data attribute so rows share one static rule.
const Clip = styled.span`
  display: inline-block;
  max-width: 22ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;

  &[data-width='narrow'] { max-width: 18ch; }
`;

/** A table cell's text from the server: placeholder when missing, rendered as text, clipped when long. */
export function TextCell({ value, width = 'normal' }: { value: string | number | null | undefined; width?: 'normal' | 'narrow' }) {
  const text = orPlaceholder(value);
  return (
    <Clip data-width={width} title={text.length > 16 ? text : undefined}>
      {text}
    </Clip>
  );
}

const Stacked = styled.span`
  display: inline-flex;
  flex-direction: column;
  line-height: 1.25;

  & > span + span { font-size: 0.85em; color: ${tokens.color.textMuted}; }
`;

/** Two lines in one cell: the main value and a muted detail under it (licence plate and model). */
export function TwoLineCell({ main, detail }: { main: string | null | undefined; detail: string | null | undefined }) {
  return (
    <Stacked>
      <TextCell value={main} width="narrow" />
      {detail && <TextCell value={detail} width="narrow" />}
    </Stacked>
  );
}
