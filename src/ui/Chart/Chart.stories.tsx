import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Chart } from './Chart';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });
const days = Array.from({ length: 30 }, (_, i) => `${String(i + 1).padStart(2, '0')} Nov`);
const amounts = days.map((_, i) => 180000 + ((i * 7919) % 13) * 21000 + (i % 7 === 5 ? 160000 : 0));
const counts = days.map((_, i) => 40 + ((i * 31) % 17) * 3);

const meta = {
  title: 'Components/Chart',
  component: Chart,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A themed chart in a `<figure>` with a `<figcaption>`, a text alternative and a "View as table" toggle.',
      },
    },
  },
  args: {
    title: 'Rides by status',
    categories: ['Completed', 'Active', 'Canceled'],
    series: { label: 'Rides', values: [4900, 37, 451] },
    tones: ['success', 'info', 'danger'],
    categoryLabel: 'Status',
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof Chart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Rides by status' });
    await expect(figure.tagName).toBe('FIGURE');
    await expect(canvas.getByRole('img', { name: /Completed 4,900; Active 37; Canceled 451/ })).toBeVisible();
  },
};

export const ViewAsTable: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'View as table' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table');
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Canceled' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '4,900' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Pipeline: Story = {
  args: {
    title: 'Driver pipeline',
    categories: ['Email Unverified', 'Email Verified', 'KYC Submitted', 'KYC Approved'],
    series: { label: 'Drivers', values: [43, 61, 18, 120] },
    tones: ['neutral', 'info', 'warning', 'success'],
    categoryLabel: 'Stage',
  },
};

export const VolumePerDay: Story = {
  args: {
    title: 'Volume per day',
    orientation: 'vertical',
    tones: ['accent'],
    categories: days,
    series: { label: 'Amount', values: amounts, format: (v) => naira.format(v) },
    line: { label: 'Transactions', values: counts },
    categoryLabel: 'Day',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /Amount: 30 values from 01 Nov to 30 Nov, total/ })).toBeVisible();
    await expect(canvas.getByText('30 Nov')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { title: 'Volume per day', orientation: 'vertical', categories: [], series: { label: 'Amount', values: [] }, emptyText: 'No transactions in this range' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No transactions in this range')).toBeVisible();
  },
};

export const AllZero: Story = {
  args: { series: { label: 'Rides', values: [0, 0, 0] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /Completed 0; Active 0; Canceled 0/ })).toBeVisible();
  },
};

export const Phone: Story = {
  args: {
    title: 'Volume per day',
    orientation: 'vertical',
    tones: ['accent'],
    categories: days,
    series: { label: 'Amount', values: amounts, format: (v) => naira.format(v) },
    line: { label: 'Transactions', values: counts },
  },
  decorators: [(Story) => <div style={{ width: 340 }}><Story /></div>],
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    title: 'Volume per day',
    orientation: 'vertical',
    tones: ['accent'],
    categories: days,
    series: { label: 'Amount', values: amounts, format: (v) => naira.format(v) },
    line: { label: 'Transactions', values: counts },
  },
};

export const DarkBars: Story = { globals: { theme: 'dark' } };

export const Playground: Story = {};
