import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar';

// A stand-in portrait drawn inline, so stories load no network image.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#c9a36b"/>` +
    `<circle cx="60" cy="48" r="22" fill="#5b3a1e"/><path d="M18 120c4-28 22-40 42-40s38 12 42 40z" fill="#2f4858"/></svg>`,
)}`;
/** Bytes that claim to be a PNG and are not: the browser fails to decode them at once, with no network. */
const broken = 'data:image/png;base64,AAAAAAAA';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Chioma Eze', src: portrait, size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    src: { control: 'text' },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const photo = canvas.getByRole('img', { name: 'Photo of Chioma Eze' });
    await waitFor(() => expect((photo as HTMLImageElement).complete && (photo as HTMLImageElement).naturalWidth > 0).toBe(true));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} src={null} size="sm" />
      <Avatar {...args} src={null} size="md" />
      <Avatar {...args} src={null} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = canvas.getAllByRole('img', { name: 'Photo of Chioma Eze' }).map((img) => img.getBoundingClientRect().width);
    await expect(sizes).toEqual([36, 64, 112]);
    await expect(canvas.getAllByRole('img', { name: 'Chioma Eze (no photo)' })).toHaveLength(3);
  },
};

/** No photo: the initials, named for screen readers. */
export const Fallback: Story = {
  args: { src: null, name: 'Babatunde Olawale Fashola', size: 'lg' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Babatunde Olawale Fashola (no photo)' });
    await expect(avatar).toHaveTextContent('BF');
  },
};

/** A photo that fails to load falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: broken, name: 'Musa Ibrahim', size: 'lg' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Musa Ibrahim (no photo)' })).toHaveTextContent('MI'));
    await expect(canvas.queryByRole('img', { name: 'Photo of Musa Ibrahim' })).not.toBeInTheDocument();
  },
};

/** No name and an unsafe URL: "?" and a generic label; javascript: URLs are never loaded. */
export const NoNameUnsafeSrc: Story = {
  args: { name: null, src: 'javascript:alert(1)' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'No photo' })).toHaveTextContent('?');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Beside the name it shows (the console header): hidden from screen readers. */
export const Decorative: Story = {
  args: { name: 'Kero Admin', src: null, size: 'sm', decorative: true },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Avatar {...args} />
      <span>Kero Admin</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('KA')).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Avatar {...args} size="lg" />
      <Avatar {...args} src={null} size="lg" />
      <Avatar {...args} src={null} size="md" />
      <Avatar {...args} src={null} size="sm" />
    </div>
  ),
};

export const Playground: Story = {};
