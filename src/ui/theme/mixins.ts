import { css } from 'styled-components';

/** A round, centred holder for a status icon (empty states, error panels); 40px inside `data-size="compact"`. */
export const iconCircle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;

  [data-size='compact'] & { width: 40px; height: 40px; }
`;
