import styled, { keyframes } from 'styled-components';
import { media, tokens } from '../theme/tokens';

/** The dialog's styled parts. */

const fadeIn = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); }`;

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${tokens.z.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${tokens.space[8]} ${tokens.space[4]};
  background: ${tokens.color.backdrop};
  animation: ${fadeIn} ${tokens.motion.fast} ease-out;

  ${media.mobile} {
    align-items: flex-end;
    padding: ${tokens.space[3]} 0 0;
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 560px;
  max-height: calc(100dvh - 2 * ${tokens.space[8]});
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.lg};
  animation: ${rise} ${tokens.motion.base} ${tokens.motion.easing};
  outline: none;
  /* Flush content (maps) keeps the rounded corners. */
  overflow: hidden;

  &[data-size='sm'] { max-width: 420px; }
  &[data-size='lg'] { max-width: 760px; }
  &[data-size='xl'] { max-width: 1040px; }

  ${media.mobile} {
    &&& { max-width: none; }
    max-height: calc(100dvh - ${tokens.space[3]});
    border-radius: ${tokens.radius.xl} ${tokens.radius.xl} 0 0;
    border-bottom: 0;
  }
`;

export const Content = styled.form`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
  margin: 0;
`;

export const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[5]} ${tokens.space[5]} ${tokens.space[4]} ${tokens.space[6]};
  border-bottom: 1px solid ${tokens.color.border};

  ${media.mobile} { padding: ${tokens.space[4]} ${tokens.space[3]} ${tokens.space[3]} ${tokens.space[4]}; }
`;

export const Titles = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: ${tokens.space[1]};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.xl};
  font-weight: ${tokens.font.weight.semibold};
  line-height: ${tokens.font.lineHeight.tight};
  overflow-wrap: anywhere;
  /* Focused on open by script only (tabindex -1): no ring on a heading that is not a control. */
  &:focus { outline: none; }
`;

export const Description = styled.p`
  margin: ${tokens.space[1]} 0 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.md};
`;

export const CloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${tokens.radius.md};
  background: transparent;
  color: ${tokens.color.textMuted};
  cursor: pointer;
  transition: background ${tokens.motion.fast}, color ${tokens.motion.fast};

  &:hover:not(:disabled) { background: ${tokens.color.surfaceMuted}; color: ${tokens.color.text}; }
  &:disabled { opacity: 0.45; cursor: not-allowed; }
`;

export const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  overscroll-behavior: contain;
  padding: ${tokens.space[5]} ${tokens.space[6]};

  &[data-fixed='true'] {
    flex: 0 1 auto;
    height: var(--k-dialog-body-height);
  }
  &[data-flush='true'] { padding: 0; }

  ${media.mobile} { padding: ${tokens.space[4]}; }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[4]} ${tokens.space[6]};
  border-top: 1px solid ${tokens.color.border};

  ${media.mobile} {
    padding: ${tokens.space[3]} ${tokens.space[4]} calc(${tokens.space[3]} + env(safe-area-inset-bottom));
    flex-direction: column-reverse;
    & > * { width: 100%; }
  }
`;
