import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../Sidebar/storyViewports';
import { ArticleLayout } from './ArticleLayout';

const meta = {
  title: 'Public site/ArticleLayout',
  component: ArticleLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    toc: [
      { id: 'collect', label: 'What we collect' },
      { id: 'use', label: 'How we use it' },
      { id: 'refunds', label: 'Refunds' },
    ],
    children: (
      <>
        <section id="collect">
          <h2>What we collect</h2>
          <p>Only what we need to run safe trips and pay drivers.</p>
          <ul>
            <li>
              <strong>Account details:</strong> name, phone number and e-mail address.
            </li>
            <li>
              <strong>Trip details:</strong> pickup, drop-off, route and fare.
            </li>
          </ul>
        </section>
        <section id="use">
          <h2>How we use it</h2>
          <p>To match riders and drivers, take payments and keep everyone safe.</p>
        </section>
        <section id="refunds">
          <h2>Refunds</h2>
          <aside>
            <strong>Report it within 7 days of the trip.</strong> Write to <a href="mailto:help@example.com">help@example.com</a>.
          </aside>
          <ol>
            <li>We reply within two working days.</li>
            <li>Approved refunds go back to your wallet.</li>
          </ol>
        </section>
      </>
    ),
  },
} satisfies Meta<typeof ArticleLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...atViewport('desktop'),
  play: async ({ canvas }) => {
    const toc = canvas.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[2]).toHaveAttribute('href', '#refunds');
    await expect(canvas.getByRole('article')).toBeVisible();
  },
};

export const WithoutContents: Story = { ...atViewport('desktop'), args: { toc: undefined } };

export const Phone: Story = { ...atViewport('phone') };

export const Dark: Story = {
  ...atViewport('desktop'),
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
};

export const Playground: Story = {};
