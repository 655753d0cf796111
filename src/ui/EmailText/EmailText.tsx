import { Fragment, type ReactElement } from 'react';
import styled from 'styled-components';
import { media } from '../theme/tokens';

/** The pieces of an e-mail address, each ending after an `@` or a `.` (the only places it may break). */
export function emailParts(text: string): string[] {
  return text.split(/(?<=[@.])/);
}

// Break only where a <wbr> allows it, never inside a word (the surrounding cell or list may allow "anywhere").
const Root = styled.span`
  overflow-wrap: normal;
  word-break: normal;

  /* Phones (cards, dialogs): the name and the domain each move whole to the next line when they fit
     there, so "@" is the first place to break and "." only inside a part longer than the line. Wider
     screens keep plain inline text: a clipped table cell cuts it with its ellipsis as any text. */
  ${media.phone} {
    & > span { display: inline-block; max-width: 100%; }
  }
`;

export interface EmailTextProps {
  /** The address, shown as plain text. */
  text: string;
}

/**
 * An e-mail address that wraps only after `@` and `.`: "tomiloba.akerele@" / "gmail.com", never "gmail.co" / "m".
 * Plain text with <wbr> opportunities (no markup from the value); on one clipped line it reads as before.
 */
export function EmailText({ text }: EmailTextProps) {
  const at = text.lastIndexOf('@');
  const halves = at < 0 ? [text] : [text.slice(0, at + 1), text.slice(at + 1)];
  return (
    <Root>
      {halves.map((half, h) => (
        <Fragment key={h}>
          {h > 0 && <wbr />}
          <span>
            {emailParts(half).map((part, i, parts) => (
              <Fragment key={i}>
                {part}
                {i < parts.length - 1 && <wbr />}
              </Fragment>
            ))}
          </span>
        </Fragment>
      ))}
    </Root>
  );
}

/** An address as an `EmailText`, or null when there is none (so a detail list shows its placeholder). */
export function emailOrNull(value: string | null | undefined): ReactElement | null {
  return value === null || value === undefined || value.trim() === '' ? null : <EmailText text={value} />;
}
