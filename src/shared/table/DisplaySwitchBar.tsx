import { Switch, SwitchGroup } from '../../ui/Switch';
import { DISPLAY_SWITCH_LABELS, useDisplaySwitches, type DisplaySwitch } from '../../lib/displaySwitches';

/** Names the bar for assistive technology and, shown, for everyone (docs/product.md §6). */
export const DISPLAY_SWITCH_BAR_LABEL = 'Display columns';

/**
 * The display switches of one table (docs/product.md §6), in the order given: each shows or masks its
 * columns on every screen at once and is remembered per browser. Put it in the table's `toolbar`.
 */
export function DisplaySwitchBar({ keys }: { keys: readonly DisplaySwitch[] }) {
  const [switches, setSwitch] = useDisplaySwitches();
  return (
    <SwitchGroup label={DISPLAY_SWITCH_BAR_LABEL} showLabel>
      {keys.map((k) => (
        <Switch key={k} size="sm" label={DISPLAY_SWITCH_LABELS[k]} checked={switches[k]} onChange={(on) => setSwitch(k, on)} />
      ))}
    </SwitchGroup>
  );
}
