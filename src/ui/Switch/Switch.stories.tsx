import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch, SwitchGroup } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Email', checked: false, onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stateful wrapper so the stories toggle like the app does. */
function Live(props: ComponentProps<typeof Switch>) {
  const [on, setOn] = useState(props.checked);
  return (
    <Switch
      {...props}
      checked={on}
      onChange={(v) => {
        setOn(v);
        props.onChange(v);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const sw = canvas.getByRole('switch', { name: 'Email' });
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(sw);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(sw).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard(' ');
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(sw).toHaveAttribute('aria-checked', 'true');
  },
};

export const On: Story = {
  args: { checked: true, label: 'Wallet balance' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Wallet balance' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, checked: true, label: 'Review' },
  play: async ({ canvas, args, userEvent }) => {
    const sw = canvas.getByRole('switch', { name: 'Review' });
    await expect(sw).toBeDisabled();
    await userEvent.click(sw);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function DisplaySwitches({ onChange }: { onChange: (name: string, v: boolean) => void }) {
  const [state, setState] = useState({ email: true, phone: false, wallet: true, rideId: true, fare: false, commission: true });
  const labels: Record<keyof typeof state, string> = {
    email: 'Email',
    phone: 'Phone',
    wallet: 'Wallet balance',
    rideId: 'Ride ID',
    fare: 'Fare',
    commission: 'Commissions',
  };
  return (
    <SwitchGroup label="Display columns" showLabel>
      {(Object.keys(state) as (keyof typeof state)[]).map((k) => (
        <Switch
          key={k}
          size="sm"
          label={labels[k]}
          checked={state[k]}
          onChange={(v) => {
            setState((s) => ({ ...s, [k]: v }));
            onChange(k, v);
          }}
        />
      ))}
    </SwitchGroup>
  );
}

/** The display switches above a table: a labelled group in a wrapping row. */
export const Group: Story = {
  render: (args) => <DisplaySwitches onChange={(_k, v) => args.onChange(v)} />,
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Display columns' });
    await expect(group).toBeVisible();
    const phone = canvas.getByRole('switch', { name: 'Phone' });
    await userEvent.click(phone);
    await expect(phone).toBeChecked();
    await expect(canvas.getAllByRole('switch')).toHaveLength(6);
  },
};

export const GroupWithoutVisibleLabel: Story = {
  render: () => (
    <SwitchGroup label="Display columns">
      <Switch size="sm" label="Email" checked onChange={() => {}} />
      <Switch size="sm" label="Phone" checked={false} onChange={() => {}} />
      <Switch size="sm" label="Wallet balance" checked onChange={() => {}} />
    </SwitchGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Display columns' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DisplaySwitches onChange={(_k, v) => args.onChange(v)} />
      <div style={{ display: 'flex', gap: 16 }}>
        <Live {...args} label="Medium off" />
        <Live {...args} label="Medium on" checked />
        <Switch {...args} label="Disabled" disabled checked />
      </div>
    </div>
  ),
};

export const Playground: Story = { render: (args) => <Live {...args} /> };
