import type { ComponentType, ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as icons from './icons';
import type { IconProps, NavIconName, SocialNetwork, StorePlatform } from './icons';

const glyphs = Object.entries(icons).filter(([name]) => name.endsWith('Icon') && !['SocialIcon', 'StoreIcon', 'NavIcon'].includes(name)) as [
  string,
  ComponentType<IconProps>,
][];
const nav: NavIconName[] = ['dashboard', 'rides', 'drivers', 'riders', 'pricing', 'transactions', 'admins', 'logout'];
const social: SocialNetwork[] = ['facebook', 'instagram', 'x', 'linkedin', 'youtube'];
const stores: StorePlatform[] = ['android', 'ios'];

function Tile({ name, children }: { name: string; children: ReactNode }) {
  return (
    <figure style={{ margin: 0, display: 'grid', justifyItems: 'center', gap: 6, width: 96, fontSize: 12 }}>
      {children}
      <figcaption>{name}</figcaption>
    </figure>
  );
}

function Gallery({ size }: IconProps) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {glyphs.map(([name, Glyph]) => (
        <Tile key={name} name={name}>
          <Glyph size={size} />
        </Tile>
      ))}
      {nav.map((n) => (
        <Tile key={n} name={`NavIcon ${n}`}>
          <icons.NavIcon name={n} size={size} />
        </Tile>
      ))}
      {social.map((n) => (
        <Tile key={n} name={`SocialIcon ${n}`}>
          <icons.SocialIcon network={n} />
        </Tile>
      ))}
      {stores.map((p) => (
        <Tile key={p} name={`StoreIcon ${p}`}>
          <icons.StoreIcon platform={p} size={size} />
        </Tile>
      ))}
    </div>
  );
}

/** Every icon of the one icon module (`src/ui/Icon`): decorative SVG in `currentColor`, named imports only. */
const meta = {
  title: 'Foundations/Icons',
  component: Gallery,
  tags: ['autodocs'],
  args: { size: 24 },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svgs = [...canvasElement.querySelectorAll('svg')];
    await expect(svgs.length).toBe(glyphs.length + nav.length + social.length + stores.length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Small: Story = {
  args: { size: 16 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('width', '16');
  },
};

/** Icons take the text colour, so they follow the theme. */
export const InButton: Story = {
  render: () => (
    <button type="button" style={{ display: 'inline-flex', gap: 8, alignItems: 'center', padding: '6px 12px' }}>
      <icons.PlusIcon /> Add New Admin
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add New Admin' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
