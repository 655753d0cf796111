import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';
import { Button } from '../Button';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { size: 16 },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a label the spinner is decoration (aria-hidden): the busy control says what is happening. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const WithLabel: Story = {
  args: { label: 'Loading rides', size: 24 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading rides' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', color: 'var(--k-color-accent)' }}>
      <Spinner size={12} />
      <Spinner size={16} />
      <Spinner size={24} />
      <Spinner size={32} label="Loading" />
    </div>
  ),
};

export const InButton: Story = {
  render: () => <Button loading>Signing In...</Button>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signing In...' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size={24} label="Loading" />
      <Button loading variant="secondary">Approving</Button>
    </div>
  ),
};

export const Playground: Story = {};
