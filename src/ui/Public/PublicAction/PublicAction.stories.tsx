import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ArrowIcon } from '../shared';
import { stayOnStory } from '../shared/storyFixtures';
import { PublicAction } from './PublicAction';

const meta = {
  title: 'Public site/PublicAction',
  component: PublicAction,
  tags: ['autodocs'],
  args: { children: 'Get the app', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'inverse', 'inverseOutline'] },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
} satisfies Meta<typeof PublicAction>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without `href`: a button. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get the app' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** With `href`: a link (internal ones through the router adapter). */
export const AsLink: Story = {
  args: { href: '/drive', children: 'Drive with us', icon: <ArrowIcon />, onClick: fn(stayOnStory) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Drive with us' })).toHaveAttribute('href', '/drive');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <PublicAction {...args} size="lg">
          Primary
        </PublicAction>
        <PublicAction {...args} variant="secondary" size="lg">
          Secondary
        </PublicAction>
        <PublicAction {...args}>Medium</PublicAction>
      </div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', padding: 24, borderRadius: 16, background: 'var(--k-color-accent)' }}>
        <PublicAction {...args} variant="inverse" size="lg">
          Inverse
        </PublicAction>
        <PublicAction {...args} variant="inverseOutline" size="lg">
          Inverse outline
        </PublicAction>
      </div>
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Variants.render };

export const Playground: Story = {};
