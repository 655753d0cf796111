import { describe, expect, it } from 'vitest';
import { describeChart, drawable, formatValue, labelStep, linePoints, percent, scaleMax, showLabel } from './chartModel';

describe('chartModel', () => {
  it('scales to the largest finite, positive value and never divides by zero', () => {
    expect(scaleMax([3, 9, 4])).toBe(9);
    expect(scaleMax([0, 0])).toBe(1);
    expect(scaleMax([Number.NaN, -5, Number.POSITIVE_INFINITY, 2])).toBe(2);
    expect(percent(4.5, 9)).toBe(50);
    expect(percent(-1, 9)).toBe(0);
    expect(drawable(Number.NaN)).toBe(0);
  });

  it('formats with the series formatter, "—" for missing values', () => {
    expect(formatValue({ label: 'A', values: [] }, 1234567)).toBe('1,234,567');
    expect(formatValue({ label: 'A', values: [], format: (v) => `₦${v}` }, 5)).toBe('₦5');
    expect(formatValue({ label: 'A', values: [] }, undefined)).toBe('—');
    expect(formatValue({ label: 'A', values: [] }, Number.NaN)).toBe('—');
  });

  it('thins axis labels but always keeps the last one', () => {
    expect(labelStep(7)).toBe(1);
    expect(labelStep(30)).toBe(4);
    const shown = Array.from({ length: 30 }, (_, i) => i).filter((i) => showLabel(i, 30, 4));
    expect(shown).toEqual([1, 5, 9, 13, 17, 21, 25, 29]);
    expect(showLabel(4, 5, 1)).toBe(true);
  });

  it('reads out short series value by value and summarises long ones', () => {
    expect(describeChart('Rides by status', ['Completed', 'Canceled'], { label: 'Rides', values: [10, 2] })).toBe(
      'Rides by status. Rides: Completed 10; Canceled 2.',
    );
    const days = Array.from({ length: 20 }, (_, i) => `D${i + 1}`);
    const text = describeChart('Volume', days, { label: 'Count', values: days.map((_, i) => (i === 6 ? 50 : 1)) });
    expect(text).toBe('Volume. Count: 20 values from D1 to D20, total 69, highest 50 on D7, lowest 1 on D1.');
    expect(describeChart('Empty', [], { label: 'Count', values: [] })).toBe('Empty. Count: no data.');
  });

  it('places line points at column centres on a 0–100 box', () => {
    expect(linePoints([0, 5, 10], 10)).toBe('0.5,100.0 1.5,50.0 2.5,0.0');
  });
});
