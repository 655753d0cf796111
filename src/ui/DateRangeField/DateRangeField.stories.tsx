import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangeField, type DateRangeFieldProps } from './DateRangeField';

const PRESETS = [
  { value: 'all', label: 'All time' },
  { value: 'today', label: 'Today' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: 'month', label: 'This month' },
  { value: 'custom', label: 'Custom' },
];

/** Keeps preset and days so the canvas is usable; still reports every change. */
function Stateful(props: DateRangeFieldProps) {
  const [preset, setPreset] = useState(props.preset);
  const [from, setFrom] = useState(props.from);
  const [to, setTo] = useState(props.to);
  return (
    <DateRangeField
      {...props}
      preset={preset}
      from={from}
      to={to}
      onPresetChange={(p) => {
        setPreset(p);
        props.onPresetChange(p);
      }}
      onFromChange={(d) => {
        setFrom(d);
        props.onFromChange(d);
      }}
      onToChange={(d) => {
        setTo(d);
        props.onToChange(d);
      }}
    />
  );
}

const meta = {
  title: 'Components/DateRangeField',
  component: DateRangeField,
  tags: ['autodocs'],
  args: { presets: PRESETS, preset: 'all', from: '', to: '', max: '2026-11-23', onPresetChange: fn(), onFromChange: fn(), onToChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DateRangeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTime: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Date range' });
    await expect(select).toHaveValue('all');
    await expect(canvas.queryByLabelText('From')).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'Last 7 days');
    await expect(args.onPresetChange).toHaveBeenLastCalledWith('7d');
  },
};

/** Custom shows the From and To day inputs. */
export const Custom: Story = {
  args: { preset: 'custom', from: '2026-11-01', to: '2026-11-15' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    await expect(from).toHaveValue('2026-11-01');
    await expect(to).toHaveValue('2026-11-15');
    await expect(to).toHaveAttribute('min', '2026-11-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-20');
    await expect(args.onToChange).toHaveBeenLastCalledWith('2026-11-20');
  },
};

export const VisibleLabel: Story = { args: { showLabel: true, preset: '30d' } };

export const Dark: Story = { args: { preset: 'custom', from: '2026-11-01', to: '2026-11-23' }, globals: { theme: 'dark' } };
