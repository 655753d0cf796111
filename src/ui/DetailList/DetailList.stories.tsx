import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailList } from './DetailList';
import { Badge } from '../Badge';

// An inline placeholder portrait: stories never touch the network.
const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" fill="#d9c7a6"/><circle cx="80" cy="64" r="30" fill="#8a5a19"/><path d="M24 160c6-36 30-54 56-54s50 18 56 54z" fill="#8a5a19"/></svg>',
  );

const rideItems = [
  { label: 'Ride ID', value: '6f1c2a9e-41b7-4c55-9d0e-2f1a8b7c3d21' },
  { label: 'Status', value: <Badge tone="success">Completed</Badge> },
  { label: 'Driver', value: 'Chinedu Eze' },
  { label: 'Rider', value: 'Adaeze Okafor' },
  { label: 'Start Address', value: '12 Admiralty Way, Lekki Phase 1, Lagos', full: true },
  { label: 'End Address', value: 'Murtala Muhammed International Airport, Ikeja, Lagos', full: true },
  { label: 'Distance', value: '18,420 m' },
  { label: 'Fare', value: '₦5,250.00' },
  { label: 'Kero Commission', value: '₦787.50' },
  { label: 'Lagos Commission', value: '₦30.00' },
  { label: 'Rating', value: '4 / 5' },
];

const meta = {
  title: 'Components/DetailList',
  component: DetailList,
  tags: ['autodocs'],
  args: { items: rideItems },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof DetailList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dl = canvasElement.querySelector('dl');
    await expect(dl).not.toBeNull();
    const terms = within(dl as HTMLElement).getAllByRole('term');
    await expect(terms).toHaveLength(rideItems.length);
    await expect(within(dl as HTMLElement).getByText('Chinedu Eze').tagName).toBe('DD');
  },
};

export const WithMedia: Story = {
  args: { media: <img src={portrait} alt="Driver selfie of Chinedu Eze" width={160} height={160} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Driver selfie of Chinedu Eze' })).toBeVisible();
  },
};

export const EmptyValues: Story = {
  args: {
    items: [
      { label: 'Full Name', value: 'Adaeze Okafor' },
      { label: 'Phone', value: '' },
      { label: 'Driver Licence', value: null },
      { label: 'Hackney Permit', value: undefined },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not provided')).toHaveLength(3);
  },
};

export const CustomEmptyText: Story = {
  args: { items: [{ label: 'Driver Licence', value: null }, { label: 'Hackney Permit', value: null }], emptyText: 'N/A' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('N/A')).toHaveLength(2);
  },
};

/** In a narrow container (a phone dialog) the list falls to one column. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 340 }}><Story /></div>],
};

export const OneColumn: Story = { args: { columns: 1 } };

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { media: <img src={portrait} alt="Driver selfie of Chinedu Eze" width={120} height={120} /> },
};

export const Playground: Story = {};
