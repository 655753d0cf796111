import { createGlobalStyle } from 'styled-components';
import { tokens } from '../theme/tokens';

/** Themes sweetalert2's popups with the design tokens (light and dark follow the CSS variables). */
export const AlertStyles = createGlobalStyle`
  .swal2-container { z-index: ${tokens.z.dialog + 10}; }
  .swal2-popup.k-alert {
    background: ${tokens.color.surfaceRaised};
    color: ${tokens.color.text};
    border-radius: ${tokens.radius.lg};
    border: 1px solid ${tokens.color.border};
    font-family: ${tokens.font.family};
  }
  .k-alert-title { color: ${tokens.color.text}; font-size: ${tokens.font.size.xl}; }
  .k-alert-text { color: ${tokens.color.textMuted}; font-size: ${tokens.font.size.md}; }
  .k-alert-confirm, .k-alert-cancel {
    margin: 0 ${tokens.space[1]};
    min-height: 40px;
    padding: 0 ${tokens.space[4]};
    border-radius: ${tokens.radius.md};
    font-weight: ${tokens.font.weight.semibold};
    cursor: pointer;
    border: 1px solid transparent;
  }
  .k-alert-confirm { background: ${tokens.color.accent}; color: ${tokens.color.onAccent}; }
  .k-alert-confirm:hover { background: ${tokens.color.accentHover}; }
  /* A destructive confirmation looks destructive, in both themes (docs/product.md §5). */
  .k-alert-confirm.k-alert-danger { background: ${tokens.color.danger}; color: ${tokens.color.surface}; }
  .k-alert-confirm.k-alert-danger:hover { background: ${tokens.color.dangerHover}; }
  .k-alert-cancel { background: transparent; color: ${tokens.color.text}; border-color: ${tokens.color.borderStrong}; }
  .k-alert-cancel:hover { background: ${tokens.color.surfaceMuted}; }
  .swal2-timer-progress-bar { background: ${tokens.color.accent}; }
`;
