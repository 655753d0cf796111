/** Pure helpers of the Chart: scales, label thinning and the text alternative. No React, unit-tested. */

/** One series of numbers, one value per category. */
export interface ChartSeries {
  /** Name of the series: table header and legend text, e.g. "Amount". */
  label: string;
  /** One value per category; non-finite values draw as 0 and show as "—". */
  values: readonly number[];
  /** Formats a value for the table, the tooltips and the text alternative. Default: en-NG grouping. */
  format?: (value: number) => string;
}

const grouped = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });

/** The series' formatter, falling back to en-NG grouping; "—" for values that are not finite numbers. */
export function formatValue(series: ChartSeries, value: number | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  return series.format ? series.format(value) : grouped.format(value);
}

/** A finite, non-negative value to draw (bars start at 0; negatives and NaN draw as empty). */
export function drawable(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Largest drawable value, at least 1 so an all-zero series draws empty bars instead of dividing by 0. */
export function scaleMax(values: readonly number[]): number {
  let max = 0;
  for (const v of values) max = Math.max(max, drawable(v));
  return max > 0 ? max : 1;
}

/** Share of the scale, 0–100, rounded to 0.1 so the DOM stays stable. */
export function percent(value: number | undefined, max: number): number {
  return Math.round((drawable(value) / max) * 1000) / 10;
}

/**
 * Which category labels to print under a column chart so they never overlap: every `step`th label counted
 * back from the last one, which always shows (a date axis should end on the last day).
 */
export function labelStep(count: number, maxLabels = 8): number {
  if (count <= maxLabels) return 1;
  return Math.ceil(count / maxLabels);
}

export function showLabel(index: number, count: number, step: number): boolean {
  return (count - 1 - index) % step === 0;
}

/**
 * The chart's text alternative: its title and every value, e.g.
 * "Rides by status. Rides: Completed 4,900; Active 37; Canceled 451."
 * Long series are summarised (total, highest, lowest) instead of read out value by value.
 */
export function describeChart(title: string, categories: readonly string[], series: ChartSeries, line?: ChartSeries): string {
  const parts = [title.trim().replace(/\.$/, '') + '.'];
  const describe = (s: ChartSeries) => {
    if (categories.length === 0) return `${s.label}: no data.`;
    if (categories.length <= 12) {
      return `${s.label}: ${categories.map((c, i) => `${c} ${formatValue(s, s.values[i])}`).join('; ')}.`;
    }
    let hi = 0;
    let lo = 0;
    let total = 0;
    categories.forEach((_, i) => {
      const v = drawable(s.values[i]);
      total += v;
      if (v > drawable(s.values[hi])) hi = i;
      if (v < drawable(s.values[lo])) lo = i;
    });
    return `${s.label}: ${categories.length} values from ${categories[0]} to ${categories[categories.length - 1]}, total ${formatValue(s, total)}, highest ${formatValue(s, s.values[hi])} on ${categories[hi]}, lowest ${formatValue(s, s.values[lo])} on ${categories[lo]}.`;
  };
  parts.push(describe(series));
  if (line) parts.push(describe(line));
  return parts.join(' ');
}

/** `points` of an SVG polyline over a 0..count × 0..100 box (y grows downwards). */
export function linePoints(values: readonly number[], max: number): string {
  return values.map((v, i) => `${i + 0.5},${(100 - percent(v, max)).toFixed(1)}`).join(' ');
}
