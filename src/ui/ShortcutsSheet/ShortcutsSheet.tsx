import styled from 'styled-components';
import { Dialog } from '../Dialog';
import { tokens } from '../theme/tokens';

export interface ShortcutRow {
  /** Each way to press it, as key caps: [['Ctrl', 'K'], ['⌘', 'K']]. */
  keys: readonly (readonly string[])[];
  description: string;
}

export interface ShortcutSection {
  heading: string;
  shortcuts: readonly ShortcutRow[];
}

export interface ShortcutsSheetProps {
  open: boolean;
  onClose: () => void;
  /** Default "Keyboard shortcuts". */
  title?: string;
  sections: readonly ShortcutSection[];
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${tokens.space[4]};
  font-size: ${tokens.font.size.md};

  caption {
    text-align: left;
    padding-bottom: ${tokens.space[2]};
    font-size: ${tokens.font.size.xs};
    font-weight: ${tokens.font.weight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${tokens.color.textMuted};
  }
  th, td {
    padding: ${tokens.space[2]} 0;
    border-top: 1px solid ${tokens.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    width: 38%;
    padding-right: ${tokens.space[4]};
    font-weight: ${tokens.font.weight.regular};
  }
  &:last-child { margin-bottom: 0; }
`;

const Kbd = styled.kbd`
  display: inline-block;
  min-width: 24px;
  padding: 1px ${tokens.space[2]};
  border: 1px solid ${tokens.color.borderStrong};
  border-bottom-width: 2px;
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surfaceMuted};
  color: ${tokens.color.text};
  font-family: ${tokens.font.mono};
  font-size: ${tokens.font.size.sm};
  text-align: center;
`;

const Sep = styled.span`
  margin: 0 ${tokens.space[1]};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.sm};
`;

function Keys({ keys }: { keys: ShortcutRow['keys'] }) {
  return (
    <>
      {keys.map((combo, i) => (
        <span key={combo.join('+')}>
          {i > 0 && <Sep>or</Sep>}
          {combo.map((k, j) => (
            <span key={k}>
              {j > 0 && <Sep aria-hidden="true">+</Sep>}
              <Kbd>{k}</Kbd>
            </span>
          ))}
        </span>
      ))}
    </>
  );
}

/** A dialog listing keyboard shortcuts, one real table per section (keys, then what they do). */
export function ShortcutsSheet({ open, onClose, title = 'Keyboard shortcuts', sections }: ShortcutsSheetProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} size="md" data-testid="shortcuts-sheet">
      {sections.map((s) => (
        <Table key={s.heading}>
          <caption>{s.heading}</caption>
          <thead className="k-visually-hidden">
            <tr>
              <th scope="col">Keys</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {s.shortcuts.map((row) => (
              <tr key={`${row.keys.flat().join(' ')} ${row.description}`}>
                <th scope="row">
                  <Keys keys={row.keys} />
                </th>
                <td>{row.description}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ))}
    </Dialog>
  );
}
