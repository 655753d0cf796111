import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export interface DetailItem {
  label: ReactNode;
  /** Text or any node (a Badge, a link). Empty values (undefined, null, '') show `emptyText`. */
  value: ReactNode;
  /** Take the whole row (long addresses, notes). */
  full?: boolean;
  /** React key when labels are not unique strings. */
  key?: string;
}

export interface DetailListProps extends HTMLAttributes<HTMLDivElement> {
  items: readonly DetailItem[];
  /** Shown above the list, e.g. a profile photo `<img alt="…">` or a driver selfie. */
  media?: ReactNode;
  /** Shown for empty values; read as "Not provided" by screen readers when left at the default dash. */
  emptyText?: ReactNode;
  /** Force one column (very narrow containers); otherwise two columns from 440px of width. */
  columns?: 1 | 2;
}

const Root = styled.div`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
`;

const Media = styled.div`
  display: flex;
  justify-content: center;

  img {
    display: block;
    max-width: 100%;
    max-height: 220px;
    border-radius: ${tokens.radius.lg};
    border: 1px solid ${tokens.color.border};
    object-fit: cover;
    background: ${tokens.color.surfaceMuted};
  }
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[3]} ${tokens.space[6]};
  margin: 0;

  @container (min-width: 440px) {
    &:not([data-columns='1']) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  }
`;

const Row = styled.div`
  min-width: 0;
  padding-bottom: ${tokens.space[3]};
  border-bottom: 1px solid ${tokens.color.border};

  &[data-full='true'] { grid-column: 1 / -1; }
`;

const Term = styled.dt`
  margin: 0 0 2px;
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.semibold};
  color: ${tokens.color.textMuted};
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${tokens.font.size.md};
  color: ${tokens.color.text};
  overflow-wrap: anywhere;
`;

function isEmpty(v: ReactNode): boolean {
  return v === undefined || v === null || v === '' || v === false;
}

const defaultEmpty = (
  <>
    <span aria-hidden="true">—</span>
    <span className="k-visually-hidden">Not provided</span>
  </>
);

/** Label/value pairs as a `<dl>` in a responsive two-column grid (details dialogs), with an optional image on top. */
export function DetailList({ items, media, emptyText = defaultEmpty, columns = 2, ...rest }: DetailListProps) {
  return (
    <Root {...rest}>
      {media && <Media>{media}</Media>}
      <List data-columns={columns}>
        {items.map((item, i) => (
          <Row key={item.key ?? (typeof item.label === 'string' ? item.label : i)} data-full={item.full || undefined}>
            <Term>{item.label}</Term>
            <Value>{isEmpty(item.value) ? emptyText : item.value}</Value>
          </Row>
        ))}
      </List>
    </Root>
  );
}
