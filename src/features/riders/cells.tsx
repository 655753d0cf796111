import styled from 'styled-components';
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
