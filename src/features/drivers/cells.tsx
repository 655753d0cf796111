import styled from 'styled-components';
import { orPlaceholder } from '../../lib/format';

// Server text can be very long: one line, clipped with an ellipsis, full text in the tooltip.
const Clip = styled.span`
  display: inline-block;
  max-width: 28ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;

/** A table cell's text from the server: placeholder when missing, rendered as text, clipped when long. */
export function TextCell({ value }: { value: string | number | null | undefined }) {
  const text = orPlaceholder(value);
  return <Clip title={text.length > 24 ? text : undefined}>{text}</Clip>;
}
