import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ZoomableImage } from './ZoomableImage';
import { documentImage } from './ZoomableImage.fixtures';

const licence = documentImage("DRIVER'S LICENCE");
const permit = documentImage('HACKNEY PERMIT', '#17693a');

const meta = {
  title: 'Components/ZoomableImage',
  component: ZoomableImage,
  tags: ['autodocs'],
  args: { src: licence, alt: 'Driver licence of Ada Obi', caption: 'Driver licence' },
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ZoomableImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Driver licence of Ada Obi' })).toBeVisible();
  },
};

/** No address: a placeholder that says so, not an empty box. */
export const Missing: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Driver licence of Ada Obi: No image provided' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** An address that fails to load: a placeholder, not a broken-image icon. */
export const Broken: Story = {
  args: { src: '/no-such-image.png' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Driver licence of Ada Obi: Image could not be loaded' })).toBeVisible());
  },
};

/** Two documents side by side with their links kept, as the KYC review shows them. */
export const Pair: Story = {
  decorators: [
    () => (
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, width: 520 }}>
        <ZoomableImage src={licence} alt="Driver licence of Ada Obi" caption="Driver licence" link={<a href={licence}>Open original</a>} />
        <ZoomableImage src={permit} alt="Hackney permit of Ada Obi" caption="Hackney permit" link={<a href={permit}>Open original</a>} />
      </div>
    ),
  ],
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  decorators: [
    () => (
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, width: 520 }}>
        <ZoomableImage src={licence} alt="Driver licence of Ada Obi" caption="Driver licence" />
        <ZoomableImage src={null} alt="Hackney permit of Ada Obi" caption="Hackney permit" />
      </div>
    ),
  ],
};

export const Playground: Story = {};
