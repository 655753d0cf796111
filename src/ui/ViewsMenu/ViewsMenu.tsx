import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { CopyLinkButton } from '../CopyLinkButton';
import { FormDialog } from '../FormDialog';
import { TextField } from '../TextField';
import { media, tokens } from '../theme/tokens';

export interface ViewEntry {
  id: string;
  name: string;
  /** Applied when the screen opens with no query string. */
  isDefault: boolean;
  /** The view's absolute address ("Copy link"). */
  url: string;
}

export interface ViewsMenuProps {
  views: readonly ViewEntry[];
  /** The view the screen shows now (its query equals the URL's), marked as current. */
  currentId?: string | null;
  onApply: (id: string) => void;
  onSave: (name: string) => void;
  onRename: (id: string, name: string) => void;
  onDelete: (id: string) => void;
  /** Makes the view the default, or (null) clears the default. */
  onSetDefault: (id: string | null) => void;
  /** Longest name accepted. Default 60. */
  maxNameLength?: number;
}

const Root = styled.div`
  position: relative;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${tokens.space[1]});
  z-index: ${tokens.z.sidebar + 5};
  width: min(400px, calc(100vw - 2 * ${tokens.space[4]}));
  padding: ${tokens.space[2]};
  background: ${tokens.color.surfaceRaised};
  color: ${tokens.color.text};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.lg};

  ${media.mobile} { left: 0; right: auto; }
`;

const List = styled.ul`
  list-style: none;
  margin: ${tokens.space[2]} 0 0;
  padding: 0;
  max-height: min(360px, 60dvh);
  overflow-y: auto;
`;

const Item = styled.li`
  padding: ${tokens.space[2]};
  border-top: 1px solid ${tokens.color.border};
  &[aria-current='true'] { background: ${tokens.color.accentSoft}; border-radius: ${tokens.radius.md}; }
`;

const NameRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
`;

const Apply = styled.button`
  flex: 1 1 auto;
  min-width: 0;
  min-height: 32px;
  padding: 0 ${tokens.space[2]};
  border: 0;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: ${tokens.color.accentText};
  font: inherit;
  font-weight: ${tokens.font.weight.semibold};
  text-align: left;
  text-decoration: underline;
  text-underline-offset: 2px;
  overflow-wrap: anywhere;
  cursor: pointer;
  &:hover { background: ${tokens.color.surfaceMuted}; }
  &:focus-visible { outline: 2px solid ${tokens.color.focus}; outline-offset: 1px; }
`;

const Tag = styled.span`
  flex: none;
  padding: 1px ${tokens.space[2]};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.accentSoft};
  color: ${tokens.color.accentText};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.semibold};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[1]};
  margin-top: ${tokens.space[1]};
`;

const Empty = styled.p`
  margin: ${tokens.space[2]} 0 0;
  padding: ${tokens.space[2]};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.md};
`;

type Naming = { mode: 'save' } | { mode: 'rename'; id: string; name: string } | null;

const ViewsIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M3 5h18M6 12h12M10 19h4" />
  </svg>
);

/**
 * "Views": a list screen's saved views in a disclosure panel: apply one, save the current state under
 * a name, rename, delete, set as the screen's default, copy as a link. Escape or a click outside closes
 * the panel and gives focus back to its button.
 */
export function ViewsMenu({ views, currentId = null, onApply, onSave, onRename, onDelete, onSetDefault, maxNameLength = 60 }: ViewsMenuProps) {
  const [open, setOpen] = useState(false);
  const [naming, setNaming] = useState<Naming>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const startNaming = (next: Exclude<Naming, null>) => {
    setOpen(false);
    setError(null);
    setName(next.mode === 'rename' ? next.name : '');
    setNaming(next);
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    void e;
    const clean = name.trim();
    if (!clean) {
      setError('Enter a name for the view');
      return;
    }
    if (naming?.mode === 'rename') onRename(naming.id, clean);
    else onSave(clean);
    setNaming(null);
    buttonRef.current?.focus();
  };

  return (
    <Root ref={rootRef}>
      <Button
        ref={buttonRef}
        variant="secondary"
        size="sm"
        icon={<ViewsIcon />}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        Views
      </Button>
      {open && (
        <Panel id={panelId} role="group" aria-label="Saved views">
          <Button variant="primary" size="sm" block onClick={() => startNaming({ mode: 'save' })}>
            Save view…
          </Button>
          {views.length === 0 ? (
            <Empty>No saved views yet. Filter, search or sort the list, then save it as a view.</Empty>
          ) : (
            <List>
              {views.map((v) => (
                <Item key={v.id} aria-current={v.id === currentId ? 'true' : undefined}>
                  <NameRow>
                    <Apply
                      type="button"
                      onClick={() => {
                        setOpen(false);
                        onApply(v.id);
                      }}
                    >
                      {v.name}
                    </Apply>
                    {v.isDefault && <Tag>Default</Tag>}
                  </NameRow>
                  <Tools>
                    <Button variant="ghost" size="sm" aria-label={`${v.isDefault ? 'Unset default' : 'Set as default'}: ${v.name}`} onClick={() => onSetDefault(v.isDefault ? null : v.id)}>
                      {v.isDefault ? 'Unset default' : 'Set as default'}
                    </Button>
                    <Button variant="ghost" size="sm" aria-label={`Rename: ${v.name}`} onClick={() => startNaming({ mode: 'rename', id: v.id, name: v.name })}>
                      Rename
                    </Button>
                    <Button variant="ghost" size="sm" aria-label={`Delete: ${v.name}`} onClick={() => onDelete(v.id)}>
                      Delete
                    </Button>
                    <CopyLinkButton url={v.url} label={`Copy link: ${v.name}`} />
                  </Tools>
                </Item>
              ))}
            </List>
          )}
        </Panel>
      )}
      <FormDialog
        open={naming !== null}
        onClose={() => setNaming(null)}
        title={naming?.mode === 'rename' ? 'Rename view' : 'Save view'}
        description={naming?.mode === 'rename' ? undefined : 'Saves the search, filters, tab, dates and sort on screen now.'}
        submitLabel={naming?.mode === 'rename' ? 'Rename' : 'Save view'}
        onSubmit={submit}
        size="sm"
      >
        <TextField
          label="View name"
          value={name}
          maxLength={maxNameLength}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          error={error ?? undefined}
          autoComplete="off"
        />
      </FormDialog>
    </Root>
  );
}
