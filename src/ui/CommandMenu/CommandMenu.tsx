import { Command } from 'cmdk';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Dialog } from '../Dialog';
import { Spinner } from '../Spinner';
import { tokens } from '../theme/tokens';

/** One entry of the menu: a screen to go to, an action to run or a record to open. */
export interface CommandItem {
  /** Unique within the menu (also what the keyboard selection follows). */
  id: string;
  /** What the row says (plain text). */
  label: string;
  /** A quieter second line or trailing text, e.g. an e-mail or "Rides". */
  detail?: string;
  /** A short tag at the right, e.g. "Recent" or a shortcut. */
  hint?: string;
  disabled?: boolean;
  onSelect: () => void;
}

export interface CommandGroup {
  /** Visible group heading, e.g. "Go to" or "Records". */
  heading: string;
  items: readonly CommandItem[];
}

export interface CommandMenuProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's visible name. Default "Command menu". */
  title?: string;
  /** The search box's text (controlled: the caller filters and searches). */
  search: string;
  onSearchChange: (value: string) => void;
  /** Label and placeholder of the search box. */
  placeholder?: string;
  /** The groups to show, already filtered for `search`; empty groups are left out. */
  groups: readonly CommandGroup[];
  /** A search is under way: a spinner row under the groups. */
  loading?: boolean;
  /** Text of the loading row. Default "Searching…". */
  loadingText?: string;
  /** What shows when no group has an item. Default "No results". */
  emptyText?: ReactNode;
  /** A line under the list, e.g. a failed search. */
  footer?: ReactNode;
}

const Root = styled(Command)`
  display: flex;
  flex-direction: column;
  min-height: 0;

  [cmdk-input] {
    width: 100%;
    min-height: 44px;
    padding: 0 ${tokens.space[3]};
    border: 1px solid ${tokens.color.borderStrong};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
    font: inherit;
    font-size: ${tokens.font.size.lg};
  }
  [cmdk-input]::placeholder { color: ${tokens.color.textMuted}; }
  [cmdk-input]:focus-visible { outline: 2px solid ${tokens.color.focus}; outline-offset: 1px; }

  [cmdk-list] {
    margin-top: ${tokens.space[3]};
    max-height: min(420px, 55dvh);
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  [cmdk-group-heading] {
    padding: ${tokens.space[2]} ${tokens.space[2]} ${tokens.space[1]};
    font-size: ${tokens.font.size.xs};
    font-weight: ${tokens.font.weight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${tokens.color.textMuted};
  }
  [cmdk-item] {
    display: flex;
    align-items: center;
    gap: ${tokens.space[3]};
    min-height: 40px;
    padding: ${tokens.space[2]} ${tokens.space[3]};
    border-radius: ${tokens.radius.md};
    cursor: pointer;
    color: ${tokens.color.text};
    font-size: ${tokens.font.size.md};
  }
  [cmdk-item][data-selected='true'] {
    background: ${tokens.color.accentSoft};
    box-shadow: inset 3px 0 0 ${tokens.color.accent};
  }
  [cmdk-item][data-disabled='true'] { cursor: default; color: ${tokens.color.textMuted}; }
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[3]};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.md};
`;

const Empty = styled.div`
  padding: ${tokens.space[4]} ${tokens.space[3]};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.md};
`;

const Label = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  flex: 1 1 auto;
`;

const Main = styled.span`
  overflow-wrap: anywhere;
`;

const Detail = styled.span`
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.textMuted};
  overflow-wrap: anywhere;
`;

const Hint = styled.span`
  flex: none;
  padding: 1px ${tokens.space[2]};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.sm};
  font-size: ${tokens.font.size.xs};
  color: ${tokens.color.textMuted};
`;

const Footer = styled.div`
  margin-top: ${tokens.space[2]};
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.textMuted};
`;

/**
 * A command menu (cmdk in the system's Dialog): one search box over groups of screens, actions and
 * records; ↑/↓ move, Enter runs, Escape closes and gives focus back to where it was. The caller filters
 * (`shouldFilter` is off), so records found on a server by phone or e-mail are never hidden again.
 */
export function CommandMenu({
  open,
  onClose,
  title = 'Command menu',
  search,
  onSearchChange,
  placeholder = 'Go to a screen, run an action or find a record…',
  groups,
  loading = false,
  loadingText = 'Searching…',
  emptyText = 'No results',
  footer,
}: CommandMenuProps) {
  const shown = groups.filter((g) => g.items.length > 0);
  return (
    <Dialog open={open} onClose={onClose} title={title} size="md" data-testid="command-menu">
      <Root label={title} shouldFilter={false} loop>
        <Command.Input value={search} onValueChange={onSearchChange} placeholder={placeholder} aria-label={placeholder} />
        <Command.List label="Results">
          {shown.map((group) => (
            <Command.Group key={group.heading} heading={group.heading}>
              {group.items.map((item) => (
                <Command.Item key={item.id} value={item.id} disabled={item.disabled} onSelect={item.onSelect}>
                  <Label>
                    <Main>{item.label}</Main>
                    {item.detail && <Detail>{item.detail}</Detail>}
                  </Label>
                  {item.hint && <Hint>{item.hint}</Hint>}
                </Command.Item>
              ))}
            </Command.Group>
          ))}
        </Command.List>
        {/* Outside the listbox, which may hold only options (axe: aria-required-children). */}
        {loading && (
          <Loading role="status">
            <Spinner size={14} /> {loadingText}
          </Loading>
        )}
        {!loading && shown.length === 0 && <Empty>{emptyText}</Empty>}
      </Root>
      {footer && <Footer role="status">{footer}</Footer>}
    </Dialog>
  );
}
