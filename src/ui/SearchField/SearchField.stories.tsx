import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField, type SearchFieldProps } from './SearchField';

/** Keeps the value so typing and clearing work in the canvas; still reports every change. */
function Stateful(props: SearchFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchField
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: { value: '', onChange: fn(), placeholder: 'Search rides...' },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(box).toHaveAttribute('placeholder', 'Search rides...');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.type(box, 'Lekki');
    await expect(args.onChange).toHaveBeenLastCalledWith('Lekki');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
  },
};

export const WithValue: Story = {
  args: { value: 'Adaeze' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(box).toHaveValue('Adaeze');
    box.focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const VisibleLabel: Story = {
  args: { label: 'Search drivers', showLabel: true, placeholder: 'Search drivers...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Search drivers')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search drivers' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { value: 'Yaba', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { value: 'Ikeja' },
};

export const Playground: Story = {};
