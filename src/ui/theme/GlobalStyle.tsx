import { createGlobalStyle } from 'styled-components';
import { paletteCss, tokens } from './tokens';

/** Emits both palettes as custom properties; the active one is chosen by `data-theme` on `<html>`. */
export const GlobalStyle = createGlobalStyle`
  :root, :root[data-theme='light'] {
    color-scheme: light;
    ${paletteCss('light')}
  }
  :root[data-theme='dark'] {
    color-scheme: dark;
    ${paletteCss('dark')}
  }
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${tokens.font.family};
    font-size: ${tokens.font.size.md};
    line-height: ${tokens.font.lineHeight.normal};
    color: ${tokens.color.text};
    background: ${tokens.color.bg};
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${tokens.color.accentText}; }
  :focus-visible { outline: 2px solid ${tokens.color.focus}; outline-offset: 2px; }
  button, input, select, textarea { font: inherit; color: inherit; }
  .k-visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    /*
     * A toast's progress bar is its timer, not decoration: react-toastify closes the toast when the bar's
     * animation ends, so it keeps its own duration (else every toast would vanish as it appears). Matched by
     * the end of its class name, so the library's name is not in the public pages' CSS.
     */
    *:not([class*='__progress-bar']), *::before, *::after { transition-duration: 0.01ms !important; animation-duration: 0.01ms !important; }
  }
`;
