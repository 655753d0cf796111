import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../Sidebar/storyViewports';
import { StatCard, StatGrid, StatPanel } from './StatCard';

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
);
const icons = {
  users: icon('M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM21 19v-1a4 4 0 0 0-3-3.9M16 3.1a3.5 3.5 0 0 1 0 6.8'),
  check: icon('M20 6 9 17l-5-5'),
  mail: icon('M3 6h18v12H3zM3 7l9 6 9-6'),
  file: icon('M14 3H6v18h12V7l-4-4ZM14 3v4h4M9 13h6M9 17h6'),
  shield: icon('M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3ZM9 12l2 2 4-4'),
  car: icon('M5 17h14M6 17v2M18 17v2M4 13l2-6h12l2 6v4H4v-4ZM7.5 14h.01M16.5 14h.01'),
  x: icon('M18 6 6 18M6 6l12 12'),
};

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  args: { label: 'Total Rides', value: '1,248', comparison: 0 },
  argTypes: { tone: { control: 'select', options: [undefined, 'neutral', 'accent', 'success', 'warning', 'danger', 'info'] } },
  // Single cards at a card's width; grid stories set `parameters.wide`.
  decorators: [(Story, { parameters }) => (parameters.wide ? <Story /> : <div style={{ maxWidth: 280 }}><Story /></div>)],
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Total Rides' });
    await expect(within(card).getByText('1,248')).toBeVisible();
    await expect(within(card).getByText('vs last 24hrs: 0')).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: { icon: icons.car, tone: 'accent' },
};

export const WithoutComparison: Story = {
  args: { comparison: undefined, label: 'Total Lagos Commission', value: '₦12,450.00', tone: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/vs last 24hrs/)).toBeNull();
  },
};

export const CustomComparisonLabel: Story = {
  args: { comparisonLabel: 'vs last week:', comparison: '+12%' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('vs last week: +12%')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, icon: icons.users },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Total Rides' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).queryByText('1,248')).toBeNull();
  },
};

export const Tones: Story = {
  parameters: { wide: true },
  render: (args) => (
    <StatGrid columns={6}>
      <StatCard {...args} label="Neutral" tone="neutral" icon={icons.file} />
      <StatCard {...args} label="Accent" tone="accent" icon={icons.car} />
      <StatCard {...args} label="Success" tone="success" icon={icons.check} />
      <StatCard {...args} label="Warning" tone="warning" icon={icons.mail} />
      <StatCard {...args} label="Danger" tone="danger" icon={icons.x} />
      <StatCard {...args} label="Info (dot)" tone="info" />
    </StatGrid>
  ),
};

const driverCards = (loading = false) => (
  <>
    <StatCard label="Total Drivers" value="342" icon={icons.users} tone="accent" loading={loading} />
    <StatCard label="Email Unverified" value="41" icon={icons.mail} tone="warning" loading={loading} />
    <StatCard label="Email Verified" value="118" icon={icons.check} tone="info" loading={loading} />
    <StatCard label="KYC Submitted" value="27" icon={icons.file} tone="neutral" loading={loading} />
    <StatCard label="KYC Approved" value="156" icon={icons.shield} tone="success" loading={loading} />
  </>
);

/** Five cards: one row on desktop, wrapping on phones. */
export const GridOfFive: Story = {
  parameters: { layout: 'fullscreen', wide: true },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
  render: () => <StatGrid columns={5}>{driverCards()}</StatGrid>,
  play: async ({ canvas, canvasElement }) => {
    const cards = canvas.getAllByRole('group');
    await expect(cards).toHaveLength(5);
    // Five fit in one row when the grid is at least ~900px wide (desktop ≥ 1200px with the sidebar).
    if (canvasElement.getBoundingClientRect().width >= 900) {
      const tops = new Set(cards.map((c) => Math.round(c.getBoundingClientRect().top)));
      await expect(tops.size).toBe(1);
    }
  },
};

/** A list screen's cards on a phone: small, two to a row, so the list's first record still shows. */
export const CompactOnPhone: Story = {
  ...atViewport('phone'),
  parameters: { ...atViewport('phone').parameters, layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
  // As the drivers screen shows them: a tone dot, no icon.
  render: () => (
    <StatGrid columns={5} compactOnPhone>
      <StatCard label="Total Drivers" value="342" tone="accent" />
      <StatCard label="Email Unverified" value="41" tone="warning" />
      <StatCard label="Email Verified" value="118" tone="info" />
      <StatCard label="KYC Submitted" value="27" tone="neutral" />
      <StatCard label="KYC Approved" value="156" tone="success" />
    </StatGrid>
  ),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('group');
    await expect(cards).toHaveLength(5);
    const tops = new Set(cards.map((c) => Math.round(c.getBoundingClientRect().top)));
    await expect(tops.size).toBe(3);
    // A compact card is under 78px tall (a full-size one, with no icon, is about 84px).
    for (const c of cards) await expect(c.getBoundingClientRect().height).toBeLessThan(78);
  },
};

export const CompactOnPhoneDark: Story = { ...CompactOnPhone, globals: { ...atViewport('phone').globals, theme: 'dark' } };

/** A card that opens the list it counts: its label is the link, and the whole card is its target. */
export const Linked: Story = {
  render: () => (
    <StatGrid columns={2}>
      <StatCard label="Approved Drivers" value="156" comparison={0} tone="success" href="#drivers?tab=kycApproved" />
      <StatCard label="Canceled Rides" value="200" comparison={0} tone="danger" href="#rides?status=cancelled" />
    </StatGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Approved Drivers' });
    await expect(link).toHaveAttribute('href', '#drivers?tab=kycApproved');
    // The figure, too, is inside the link's target area.
    const value = canvas.getByText('156').getBoundingClientRect();
    await expect(canvasElement.ownerDocument.elementFromPoint(value.left + 4, value.top + value.height / 2)).toBe(link);
    await expect(canvas.getByRole('group', { name: 'Approved Drivers' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const LinkedDark: Story = { ...Linked, globals: { theme: 'dark' } };

export const GridLoading: Story = {
  parameters: { layout: 'fullscreen', wide: true },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
  render: () => <StatGrid columns={5}>{driverCards(true)}</StatGrid>,
};

/** The dashboard: top cards and two titled panels, each card with "vs last 24hrs: 0". */
export const DashboardPanels: Story = {
  parameters: { layout: 'fullscreen', wide: true },
  decorators: [(Story) => <div style={{ padding: 16, display: 'grid', gap: 24 }}><Story /></div>],
  render: () => (
    <>
      <StatGrid columns={4}>
        <StatCard label="Approved Drivers" value="156" comparison={0} icon={icons.shield} tone="success" />
        <StatCard label="Unapproved Drivers" value="186" comparison={0} icon={icons.file} tone="warning" />
        <StatCard label="Active Drivers" value="156" comparison={0} icon={icons.car} tone="accent" />
        <StatCard label="New Drivers This Week" value="12" comparison={0} icon={icons.users} tone="info" />
      </StatGrid>
      <StatPanel title="Ride Statistics">
        <StatCard label="Total Rides" value="1,248" comparison={0} />
        <StatCard label="Completed Rides" value="1,031" comparison={0} tone="success" />
        <StatCard label="Active Rides" value="17" comparison={0} tone="info" />
        <StatCard label="Canceled Rides" value="200" comparison={0} tone="danger" />
      </StatPanel>
      <StatPanel title="This Week Statistics" description="Monday to today">
        <StatCard label="Total This Week" value="96" comparison={0} />
        <StatCard label="Completed This Week" value="80" comparison={0} tone="success" />
        <StatCard label="Active This Week" value="4" comparison={0} tone="info" />
        <StatCard label="Canceled This Week" value="12" comparison={0} tone="danger" />
      </StatPanel>
    </>
  ),
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Ride Statistics' });
    await expect(within(panel).getByRole('heading', { level: 2, name: 'Ride Statistics' })).toBeVisible();
    await expect(within(panel).getAllByText('vs last 24hrs: 0')).toHaveLength(4);
    await expect(canvas.getAllByText('vs last 24hrs: 0')).toHaveLength(12);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { layout: 'fullscreen', wide: true },
  decorators: [(Story) => <div style={{ padding: 16, display: 'grid', gap: 24 }}><Story /></div>],
  render: () => (
    <>
      <StatGrid columns={5}>{driverCards()}</StatGrid>
      <StatPanel title="Ride Statistics">
        <StatCard label="Total Rides" value="1,248" comparison={0} />
        <StatCard label="Completed Rides" value="1,031" comparison={0} tone="success" />
        <StatCard label="Active Rides" value="17" comparison={0} tone="info" loading />
        <StatCard label="Canceled Rides" value="200" comparison={0} tone="danger" />
      </StatPanel>
    </>
  ),
};

/** Today beside yesterday: the change after the comparison, its tone saying good or bad news. */
export const WithChange: Story = {
  parameters: { wide: true },
  render: () => (
    <StatGrid columns={4}>
      <StatCard
        label="Transaction volume"
        value="₦1,319,480.50"
        tone="info"
        comparisonLabel="Yesterday:"
        comparison="₦1,172,000.00"
        change={{ text: '+12.6%', direction: 'up', tone: 'success' }}
        href="#transactions?status=success"
      />
      <StatCard
        label="Kero commission"
        value="₦98,961.04"
        tone="success"
        comparisonLabel="Yesterday:"
        comparison="₦112,300.00"
        change={{ text: '−11.9%', direction: 'down', tone: 'danger' }}
      />
      <StatCard
        label="Failed payments"
        value="7"
        tone="danger"
        comparisonLabel="Yesterday:"
        comparison="3"
        change={{ text: '+133.3%', direction: 'up', tone: 'danger' }}
      />
      <StatCard
        label="Lagos commission"
        value="₦0.00"
        tone="warning"
        comparisonLabel="Yesterday:"
        comparison="₦0.00"
        change={{ text: 'No change', direction: 'flat', tone: 'neutral' }}
      />
    </StatGrid>
  ),
  play: async ({ canvas }) => {
    const volume = canvas.getByRole('group', { name: 'Transaction volume' });
    await expect(within(volume).getByText('Yesterday: ₦1,172,000.00')).toBeVisible();
    await expect(within(volume).getByText('+12.6%')).toBeVisible();
    // Amounts and changes stay on one line: no figure is cut or wrapped inside.
    for (const card of canvas.getAllByRole('group')) {
      const value = within(card).getByText(/^[₦\d]/, { selector: 'span' });
      await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
    }
    await expect(canvas.getByText('No change')).toBeVisible();
  },
};

export const WithChangeDark: Story = { ...WithChange, globals: { theme: 'dark' } };

export const WithChangeLoading: Story = {
  args: { loading: true, comparisonLabel: 'Yesterday:', comparison: '—', change: { text: '+1%', direction: 'up', tone: 'success' } },
  play: async ({ canvas }) => {
    // No change is shown before the figures are in.
    await expect(canvas.queryByText('+1%')).toBeNull();
  },
};

export const Playground: Story = {};
