import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Tabs, TabPanel, SegmentedControl, type TabItem } from './Tabs';

type Stage = 'emailUnverified' | 'emailVerified' | 'kycSubmitted' | 'kycApproved';
const stages: TabItem<Stage>[] = [
  { value: 'emailUnverified', label: 'Email Unverified', count: 41 },
  { value: 'emailVerified', label: 'Email Verified', count: 118 },
  { value: 'kycSubmitted', label: 'KYC Submitted', count: 27 },
  { value: 'kycApproved', label: 'KYC Approved', count: 156 },
];

const services: TabItem[] = [
  { value: 'all', label: 'All Services' },
  { value: 'fund_transfer', label: 'Fund Transfer' },
  { value: 'fund_account', label: 'Fund Account' },
  { value: 'user_fare_payment', label: 'User Fare' },
  { value: 'driver_fare_payment', label: 'Driver Fare' },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { items: stages, value: 'emailUnverified', onChange: fn(), 'aria-label': 'Driver stages', id: 'stages' },
  argTypes: { activation: { control: 'inline-radio', options: ['automatic', 'manual'] } },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs with a panel, controlled like a screen does it. */
function StageTabs(props: ComponentProps<typeof Tabs>) {
  const [value, setValue] = useState(props.value);
  const label = props.items.find((i) => i.value === value)?.label;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Tabs
        {...props}
        value={value}
        controlsPanel
        onChange={(v) => {
          setValue(v);
          props.onChange(v);
        }}
      />
      <TabPanel baseId={props.id ?? 'stages'} value={value}>
        <p style={{ margin: 0 }}>Drivers in stage: {label}</p>
      </TabPanel>
    </div>
  );
}

export const Default: Story = {
  render: (args) => <StageTabs {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const first = canvas.getByRole('tab', { name: 'Email Unverified' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAccessibleDescription('41');
    await expect(canvas.getByRole('tabpanel', { name: 'Email Unverified' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'KYC Submitted' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('kycSubmitted');
    await expect(canvas.getByRole('tabpanel', { name: 'KYC Submitted' })).toHaveTextContent('Drivers in stage: KYC Submitted');
  },
};

export const Keyboard: Story = {
  render: (args) => <StageTabs {...args} />,
  play: async ({ canvas, userEvent }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.click(tab('Email Unverified'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Email Verified')).toHaveFocus();
    await expect(tab('Email Verified')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tab('KYC Approved')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Email Unverified')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('KYC Approved')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tab('Email Unverified')).toHaveAttribute('tabindex', '0');
    await expect(tab('KYC Approved')).toHaveAttribute('tabindex', '-1');
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** A phone-wide bar: the tabs scroll, fade at the edge that hides more, and the selected one stays in view. */
export const Narrow: Story = {
  args: { value: 'kycApproved' },
  render: (args) => (
    <div style={{ width: 300 }}>
      <StageTabs {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('tablist');
    const inView = (name: string) => {
      const tab = canvas.getByRole('tab', { name }).getBoundingClientRect();
      const box = list.getBoundingClientRect();
      return tab.left >= box.left - 1 && tab.right <= box.right + 1;
    };
    await waitFor(() => expect(inView('KYC Approved')).toBe(true));
    await waitFor(() => expect(list).toHaveAttribute('data-scroll-start', 'true'));
    await expect(list).not.toHaveAttribute('data-scroll-end');
    await userEvent.click(canvas.getByRole('tab', { name: 'KYC Approved' }));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(inView('Email Unverified')).toBe(true));
    await waitFor(() => expect(list).toHaveAttribute('data-scroll-end', 'true'));
  },
};

export const ServiceTabs: Story = {
  args: { items: services, value: 'all', 'aria-label': 'Transaction services', id: 'services' },
  render: (args) => <StageTabs {...args} />,
};

export const WithDisabledTab: Story = {
  args: { items: [...services.slice(0, 4), { ...services[4]!, disabled: true }], value: 'all', 'aria-label': 'Transaction services', id: 'svc' },
  render: (args) => <StageTabs {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Driver Fare' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'User Fare' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'All Services' })).toHaveFocus();
  },
};

/** Status filters: toggle buttons with aria-pressed, one pressed at a time. */
export const Segmented: Story = {
  render: (args) => {
    function Filters() {
      const [value, setValue] = useState('all');
      return (
        <SegmentedControl
          aria-label="Filter rides by status"
          value={value}
          onChange={(v) => {
            setValue(v);
            args.onChange(v);
          }}
          items={[
            { value: 'all', label: 'All Rides' },
            { value: 'completed', label: 'Completed' },
            { value: 'pending', label: 'Pending' },
            { value: 'cancelled', label: 'Cancelled' },
          ]}
        />
      );
    }
    return <Filters />;
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Filter rides by status' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All Rides', pressed: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pending' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('pending');
    await expect(canvas.getByRole('button', { name: 'Pending', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All Rides' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const SegmentedWithCounts: Story = {
  render: () => (
    <SegmentedControl
      aria-label="Filter rides by status"
      size="sm"
      value="completed"
      onChange={() => {}}
      items={[
        { value: 'all', label: 'All Rides', count: 1248 },
        { value: 'completed', label: 'Completed', count: 1031 },
        { value: 'pending', label: 'Pending', count: 17 },
        { value: 'cancelled', label: 'Cancelled', count: 200 },
      ]}
    />
  ),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <StageTabs {...args} value="kycSubmitted" />
      <StageTabs {...args} items={services} value="fund_account" aria-label="Transaction services" id="services-dark" />
      <SegmentedWithCountsRender />
    </div>
  ),
};

function SegmentedWithCountsRender() {
  const [value, setValue] = useState('completed');
  return (
    <SegmentedControl
      aria-label="Filter rides by status"
      value={value}
      onChange={setValue}
      items={[
        { value: 'all', label: 'All Rides', count: 1248 },
        { value: 'completed', label: 'Completed', count: 1031 },
        { value: 'pending', label: 'Pending' },
        { value: 'cancelled', label: 'Cancelled' },
      ]}
    />
  );
}

export const Playground: Story = { render: (args) => <StageTabs {...args} /> };
