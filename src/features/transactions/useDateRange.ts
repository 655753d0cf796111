import { useCallback, useMemo, useState } from 'react';
import { RANGE_PRESETS, parseRange, presetOf, presetRange, type DayRange, type RangePreset } from '../../lib/dateRange';
import { lagosDay } from '../../lib/lagosTime';

export interface DateRangeState {
  range: DayRange;
  /** What the "Date range" select shows. */
  preset: RangePreset;
  presets: typeof RANGE_PRESETS;
  /** Today in Lagos (the inputs' latest day). */
  today: string;
  choosePreset: (preset: string) => void;
  setFrom: (day: string) => void;
  setTo: (day: string) => void;
}

type SetRange = (patch: { from?: string; to?: string; page?: number }) => void;

/**
 * The transactions "Date range" (docs/product.md, "Date range"): `from` and `to` (YYYY-MM-DD, Lagos days,
 * inclusive) live in the URL with the other filters; the select shows the preset the days match, or
 * Custom. Choosing Custom keeps the current days and shows the From and To inputs.
 */
export function useDateRange(from: string, to: string, setUrl: SetRange): DateRangeState {
  // One object per URL value: the chart and the cards are memoised on it.
  const range = useMemo(() => parseRange(from, to), [from, to]);
  const [custom, setCustom] = useState(false);
  const matched = useMemo(() => presetOf(range), [range]);
  const preset: RangePreset = custom || matched === 'custom' ? 'custom' : matched;

  const choosePreset = useCallback(
    (value: string) => {
      const p = RANGE_PRESETS.find((o) => o.value === value)?.value;
      if (!p) return;
      setCustom(p === 'custom');
      if (p === 'custom') return;
      const next = presetRange(p);
      setUrl({ from: next.from, to: next.to, page: 1 });
    },
    [setUrl],
  );
  const setFrom = useCallback((day: string) => setUrl({ from: day, page: 1 }), [setUrl]);
  const setTo = useCallback((day: string) => setUrl({ to: day, page: 1 }), [setUrl]);

  return { range, preset, presets: RANGE_PRESETS, today: lagosDay(Date.now()) ?? '', choosePreset, setFrom, setTo };
}
