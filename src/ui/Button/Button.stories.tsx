import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'success'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">Primary</Button>
      <Button {...args} variant="secondary">Secondary</Button>
      <Button {...args} variant="ghost">Ghost</Button>
      <Button {...args} variant="danger">Delete</Button>
      <Button {...args} variant="success">Approve</Button>
      <Button {...args} size="sm">Small</Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Signing In...' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Signing In...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};

/** Unavailable with a reason: still focusable, the reason is its description, clicks do nothing. */
export const DisabledWithReason: Story = {
  render: (args) => (
    <>
      <Button {...args} variant="danger" size="sm" aria-disabled="true" aria-describedby="why" title="You can't delete your own account">
        Delete User
      </Button>
      <span id="why" className="k-visually-hidden">
        You can't delete your own account
      </span>
    </>
  ),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Delete User' });
    await expect(button).toHaveAccessibleDescription("You can't delete your own account");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    button.focus();
    await expect(button).toHaveFocus();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Variants.render,
};

export const Playground: Story = {};
