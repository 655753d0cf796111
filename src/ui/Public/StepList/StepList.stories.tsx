import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../Sidebar/storyViewports';
import { StepList } from './StepList';

const steps = [
  { title: 'Sign up', body: 'Enter your name, phone number and e-mail.', tag: 'Email unverified' },
  { title: 'Verify your e-mail', body: 'Tap the link we send you, then add your vehicle.', tag: 'Email verified' },
  { title: 'Submit your documents', body: 'Upload your licence and permit and take a selfie.', tag: 'On review' },
  { title: 'Get approved', body: 'We check your documents and you can go online.', tag: 'Approved' },
];

const meta = {
  title: 'Public site/StepList',
  component: StepList,
  tags: ['autodocs'],
  args: { steps, label: 'Steps to approval' },
  decorators: [
    (Story) => (
      <section aria-label="Steps">
        <h2 style={{ marginTop: 0 }}>How it works</h2>
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof StepList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...atViewport('desktop'),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Steps to approval' });
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('On review')).toBeVisible();
  },
};

export const Phone: Story = { ...atViewport('phone') };

export const Vertical: Story = { ...atViewport('desktop'), args: { layout: 'vertical' } };

export const WithoutTags: Story = {
  ...atViewport('desktop'),
  args: { steps: steps.slice(0, 3).map(({ title, body }) => ({ title, body })) },
};

export const Dark: Story = {
  ...atViewport('desktop'),
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
};

export const Playground: Story = {};
