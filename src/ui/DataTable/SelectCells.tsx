import { useEffect, useRef, type ChangeEvent } from 'react';
import { HeadCell, SelectBox, SelectTarget } from './DataTable.styles';
import type { PageSelection } from './selection';

/** Width of the checkbox column. */
export const SELECT_WIDTH = '44px';

/**
 * The page's select-all, in the header: checked when every row of the page is selected, mixed
 * (indeterminate, which browsers expose as aria-checked="mixed") when only some are.
 */
export function SelectAllCell({ state, label, disabled, onChange }: { state: PageSelection; label: string; disabled: boolean; onChange: (checked: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <HeadCell scope="col" data-select="true" style={{ width: SELECT_WIDTH }}>
      <SelectTarget>
        <SelectBox
          ref={box}
          type="checkbox"
          aria-label={label}
          checked={state === 'all'}
          disabled={disabled}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.checked)}
        />
      </SelectTarget>
    </HeadCell>
  );
}

/** A row's box; `range` is true when Shift was held (a click or Space), for a range from the last box clicked. */
export function SelectCell({ checked, label, disabled, onChange }: { checked: boolean; label: string; disabled: boolean; onChange: (checked: boolean, range: boolean) => void }) {
  return (
    <td data-select="true">
      <SelectTarget>
        <SelectBox
          type="checkbox"
          aria-label={label}
          checked={checked}
          disabled={disabled}
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            const native = e.nativeEvent;
            onChange(e.target.checked, native instanceof MouseEvent && native.shiftKey);
          }}
        />
      </SelectTarget>
    </td>
  );
}
