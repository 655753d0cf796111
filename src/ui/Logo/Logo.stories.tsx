import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Logo } from './Logo';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  tags: ['autodocs'],
  args: { size: 'md', markOnly: false, label: 'Kero' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Kero' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 32 }}>
      <Logo {...args} size="sm" />
      <Logo {...args} size="md" />
      <Logo {...args} size="lg" />
      <Logo {...args} size="lg" markOnly label="Kero mark" />
    </div>
  ),
};

export const MarkOnly: Story = {
  args: { markOnly: true, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Kero' })).not.toHaveTextContent('Kero');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Sizes.render,
};

export const Playground: Story = {};
