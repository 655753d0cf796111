import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { RefreshStatus, type RefreshStatusProps } from '../../ui/RefreshStatus';
import { ViewsMenu } from '../../ui/ViewsMenu';
import { useScreenAction } from '../commands/screenActions';
import { useSavedViews } from './useSavedViews';

export interface ListHeaderActionsProps extends Pick<RefreshStatusProps, 'updatedAt' | 'onRefresh' | 'refreshing'> {
  /** The screen's id for its saved views: 'rides', 'drivers', … */
  screen: string;
  /** The list has an "Export CSV" button: the command menu offers it too. */
  exportable?: boolean;
  /** The screen's main button ("Add New Pricing"): shown last and offered in the command menu. */
  primary?: { label: string; icon?: ReactNode; onClick: () => void; disabled?: boolean };
}

/** Presses the list's own "Export CSV" button, so the file is the one the table would write. */
function pressExport(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>('main button');
  for (const b of buttons) if (b.textContent?.trim() === 'Export CSV' && !b.disabled) return void b.click();
}

/**
 * A list screen's header actions: "Views" (saved views, docs/product.md "Saved views"), the
 * refresh status and the screen's main button. Refresh, Export CSV and the main button are also offered
 * in the command menu (docs/product.md, "Command menu").
 */
export function ListHeaderActions({ screen, updatedAt, onRefresh, refreshing, exportable = false, primary }: ListHeaderActionsProps) {
  const views = useSavedViews(screen);
  useScreenAction({ id: 'refresh', label: 'Refresh', run: onRefresh });
  useScreenAction(exportable ? { id: 'export', label: 'Export CSV', run: pressExport } : null);
  useScreenAction(primary ? { id: 'primary', label: primary.label, unavailable: primary.disabled ? 'Not available yet' : undefined, run: primary.onClick } : null);
  return (
    <>
      <ViewsMenu
        views={views.views.map((v) => ({ id: v.id, name: v.name, isDefault: v.id === views.defaultId, url: views.urlOf(v) }))}
        currentId={views.currentId}
        onApply={views.apply}
        onSave={views.save}
        onRename={views.rename}
        onDelete={views.remove}
        onSetDefault={views.setDefault}
      />
      <RefreshStatus updatedAt={updatedAt} onRefresh={onRefresh} refreshing={refreshing} />
      {primary && (
        <Button icon={primary.icon} onClick={primary.onClick} disabled={primary.disabled}>
          {primary.label}
        </Button>
      )}
    </>
  );
}
