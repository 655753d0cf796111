import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, type BadgeTone } from './Badge';

const tones: BadgeTone[] = ['success', 'warning', 'danger', 'info', 'neutral', 'accent'];

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Completed', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toHaveAttribute('data-tone', 'success');
  },
};

const Row = ({ dot = false }: { dot?: boolean }) => (
  <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
    <Badge tone="success" dot={dot}>Completed</Badge>
    <Badge tone="warning" dot={dot}>Pending</Badge>
    <Badge tone="danger" dot={dot}>Cancelled</Badge>
    <Badge tone="info" dot={dot}>On Review</Badge>
    <Badge tone="neutral" dot={dot}>Not Submitted</Badge>
    <Badge tone="accent" dot={dot}>lagos</Badge>
  </div>
);

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Row />
      <Row dot />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const t of tones) await expect(canvas.getAllByText(/./).some((el) => el.getAttribute('data-tone') === t)).toBe(true);
  },
};

export const WithDot: Story = { args: { dot: true, tone: 'warning', children: 'Pending' } };

export const InText: Story = {
  render: () => (
    <p style={{ margin: 0 }}>
      Role <Badge tone="accent">lagos</Badge> sees the Lagos console; an empty role shows <Badge>Admin</Badge>.
    </p>
  ),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Tones.render,
};

export const Playground: Story = {};
