import styled from 'styled-components';
import { Spinner } from '../ui/Spinner';
import { tokens } from '../ui/theme';

const Wrap = styled.div`
  min-height: 50vh;
  display: grid;
  place-items: center;
  color: ${tokens.color.accent};
`;

/** Shown while the first route's code downloads. */
export function PageFallback() {
  return (
    <Wrap>
      <Spinner size={28} label="Loading" />
    </Wrap>
  );
}
