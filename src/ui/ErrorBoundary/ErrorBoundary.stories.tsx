import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorBoundary } from './ErrorBoundary';

/** Throws while `broken` is true, like a screen meeting data it cannot render. */
function Fragile({ broken }: { broken: boolean }) {
  if (broken) throw new Error('Objects are not valid as a React child');
  return <p>Rides data is shown here.</p>;
}

/** A boundary whose child breaks until "Fix the data" is pressed, then "Try again" recovers. */
function Recoverable() {
  const [broken, setBroken] = useState(true);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <button type="button" onClick={() => setBroken(false)}>
        Fix the data
      </button>
      <ErrorBoundary title="This screen could not be shown">
        <Fragile broken={broken} />
      </ErrorBoundary>
    </div>
  );
}

const meta = {
  title: 'Components/ErrorBoundary',
  component: ErrorBoundary,
  tags: ['autodocs'],
  args: { title: 'This screen could not be shown' },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'compact'] } },
} satisfies Meta<typeof ErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing failed: the children render as they are. */
export const Default: Story = {
  args: { children: <Fragile broken={false} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rides data is shown here.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A child threw while rendering: the panel with "Try again" stands in for it. */
export const Caught: Story = {
  args: { children: <Fragile broken /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This screen could not be shown');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** "Try again" renders the children again; once the data is fine they show. */
export const TryAgain: Story = {
  render: () => <Recoverable />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fix the data' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(canvas.getByText('Rides data is shown here.')).toBeVisible();
  },
};

/** Inside a dialog: compact, with a level-3 title. */
export const Compact: Story = {
  args: { children: <Fragile broken />, size: 'compact', headingLevel: 3, title: 'This dialog could not be shown' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { children: <Fragile broken /> },
};

export const Playground: Story = { args: { children: <Fragile broken /> } };
