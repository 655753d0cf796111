import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../ui/Badge';
import type { DataTableColumn } from '../../ui/DataTable';
import { EmailText } from '../../ui/EmailText';
import { tokens } from '../../ui/theme/tokens';
import { MASK, orPlaceholder, PLACEHOLDER } from '../../lib/format';

/** Server text: a string or number, or nothing (null, undefined, blank). */
export type ServerText = string | number | null | undefined;

/** Widths of clipped text columns: `normal` for names and e-mails, `narrow` for short codes and labels. */
export const TEXT_WIDTH = { normal: '24ch', narrow: '16ch' } as const;

const Muted = styled.span`
  color: ${tokens.color.textMuted};
`;

/** Server text as plain text, or the muted placeholder when it is missing. Never parsed as markup. */
export function TextCell({ value }: { value: ServerText }) {
  const text = orPlaceholder(value);
  return text === PLACEHOLDER ? <Muted>{PLACEHOLDER}</Muted> : <>{text}</>;
}

/** The hover title of a clipped cell: the full text, none for the placeholder. */
export function fullText(value: ServerText): string {
  const text = orPlaceholder(value);
  return text === PLACEHOLDER ? '' : text;
}

/**
 * A column of server text: one line, clipped with an ellipsis at `maxWidth` (the table's own clipping),
 * the full text in the hover title; sorted, searched and exported as the same text unless `overrides` say otherwise
 * (pass `searchValue: undefined` for a column the search box should not read).
 */
export function textColumn<T>(
  id: string,
  header: string,
  text: (row: T) => ServerText,
  overrides: Partial<DataTableColumn<T>> = {},
): DataTableColumn<T> {
  return {
    id,
    header,
    cell: (row) => <TextCell value={text(row)} />,
    maxWidth: TEXT_WIDTH.normal,
    cellTitle: (row) => fullText(text(row)),
    sortValue: text,
    searchValue: (row) => fullText(text(row)),
    exportAs: { type: 'text', value: text },
    ...overrides,
  };
}

/** A server e-mail as text that wraps only after `@` and `.` (phone cards), or the muted placeholder. */
export function EmailCell({ value }: { value: ServerText }) {
  const text = orPlaceholder(value);
  return text === PLACEHOLDER ? <Muted>{PLACEHOLDER}</Muted> : <EmailText text={text} />;
}

/** A `textColumn` of e-mail addresses: on one clipped line as any text; on phone cards it breaks only at `@` and `.`. */
export function emailColumn<T>(
  id: string,
  header: string,
  text: (row: T) => ServerText,
  overrides: Partial<DataTableColumn<T>> = {},
): DataTableColumn<T> {
  return textColumn(id, header, text, { cell: (row) => <EmailCell value={text(row)} />, ...overrides });
}

// Inside a column clipped by the table: each line is a block as wide as the cell, cut with its own ellipsis.
const Lines = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.25;

  & > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & > span + span { font-size: 0.85em; color: ${tokens.color.textMuted}; }
`;

/** Two lines in one clipped cell: the main text, and a muted detail under it when there is one. */
export function TwoLineText({ main, detail }: { main: ServerText; detail: ServerText }) {
  return (
    <Lines>
      <span>
        <TextCell value={main} />
      </span>
      {/* The detail is free text (a vehicle's model, an address): shortened, its whole value on hover. */}
      {fullText(detail) !== '' && (
        <span data-free-text="" title={fullText(detail)}>
          {fullText(detail)}
        </span>
      )}
    </Lines>
  );
}

// Figures (ids, references, labels) in two lines: each whole on its own line, never cut or wrapped;
// the column is sized for them.
const FigureLines = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.25;
  white-space: nowrap;

  & > span + span { font-size: 0.85em; color: ${tokens.color.textMuted}; }
`;

/** Two values in one cell, e.g. a transaction id over its reference: whole, one line each. */
export function TwoLineFigure({ main, detail }: { main: ServerText; detail: ServerText }) {
  return (
    <FigureLines>
      <span>
        <TextCell value={main} />
      </span>
      <span>
        <TextCell value={detail} />
      </span>
    </FigureLines>
  );
}

// The badge is a flex pill, so the column's clipping would cut it without an ellipsis: the text clips inside.
const BadgeText = styled.span`
  min-width: 0;
  max-width: ${TEXT_WIDTH.narrow};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A badge whose text comes from the server: clipped inside the pill, the full text in its title. */
export function TextBadge({ tone, dot, text }: { tone: BadgeTone; dot?: boolean; text: string }) {
  return (
    <Badge tone={tone} dot={dot} title={text}>
      <BadgeText>{text}</BadgeText>
    </Badge>
  );
}

/** A value a display switch hides: the mask on screen, "Hidden" for screen readers (as the table's masked cells). */
export function MaskedText() {
  return (
    <>
      <span aria-hidden="true">{MASK}</span>
      <span className="k-visually-hidden">Hidden</span>
    </>
  );
}
