import styled from 'styled-components';
import { Select, type SelectOption } from '../Select';
import { TextField } from '../TextField';
import { tokens } from '../theme/tokens';

export interface DateRangeFieldProps {
  /** The choices of the "Date range" select, e.g. All time, Today, …, Custom. */
  presets: readonly SelectOption[];
  /** The chosen preset's value. */
  preset: string;
  /** The preset whose choice shows the From and To inputs. Default `custom`. */
  customValue?: string;
  /** First day, YYYY-MM-DD ('' = open). */
  from: string;
  /** Last day, YYYY-MM-DD, inclusive ('' = open). */
  to: string;
  onPresetChange: (preset: string) => void;
  onFromChange: (day: string) => void;
  onToChange: (day: string) => void;
  /** Label of the select. Default "Date range". */
  label?: string;
  /** Show the select's label (filter bars keep it for screen readers only). Default false. */
  showLabel?: boolean;
  /** Latest day the inputs offer (e.g. today), YYYY-MM-DD. */
  max?: string;
}

const Root = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space[2]};
  min-width: 0;
`;

const Day = styled(TextField)`
  width: 150px;
  flex-direction: row;
  align-items: center;
  gap: ${tokens.space[2]};

  label { font-weight: ${tokens.font.weight.medium}; }
`;

/**
 * A "Date range" select with presets, and "From" / "To" day inputs when the custom preset is chosen.
 * Days are plain YYYY-MM-DD strings; what a day means (a time zone) is the caller's business.
 */
export function DateRangeField({
  presets,
  preset,
  customValue = 'custom',
  from,
  to,
  onPresetChange,
  onFromChange,
  onToChange,
  label = 'Date range',
  showLabel = false,
  max,
}: DateRangeFieldProps) {
  return (
    <Root role="group" aria-label={label}>
      <Select label={label} hideLabel={!showLabel} options={presets} value={preset} onChange={(e) => onPresetChange(e.target.value)} />
      {preset === customValue && (
        <>
          <Day label="From" type="date" value={from} max={to || max} onChange={(e) => onFromChange(e.target.value)} />
          <Day label="To" type="date" value={to} min={from || undefined} max={max} onChange={(e) => onToChange(e.target.value)} />
        </>
      )}
    </Root>
  );
}
