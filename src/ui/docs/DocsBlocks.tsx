import type { CSSProperties, FC, PropsWithChildren, ReactNode } from 'react';
import { AnchorMdx } from '@storybook/addon-docs/blocks';
import { palettes, tokens } from '../theme/tokens';

// AnchorMdx turns `?path=` links into Storybook navigation; its typings omit `style` and make `target` required.
const DocLink = AnchorMdx as unknown as FC<PropsWithChildren<{ href: string; style?: CSSProperties }>>;

// Docs pages are not wrapped in the theme provider, so these blocks use raw light-palette values.
const ink = palettes.light;

const linkGroups: { group: string; items: { name: string; id: string; what: string }[] }[] = [
  {
    group: 'Layout',
    items: [
      { name: 'ConsoleLayout', id: 'layout-consolelayout', what: 'The console shell: header, sidebar and main area.' },
      { name: 'Header', id: 'layout-header', what: 'Fixed top bar with logo, actions, admin and menu button.' },
      { name: 'Sidebar', id: 'layout-sidebar', what: 'Side menu: fixed, icon rail or drawer by width.' },
    ],
  },
  {
    group: 'Actions and overlays',
    items: [
      { name: 'Button', id: 'components-button', what: 'Primary, secondary, ghost, danger, success; loading.' },
      { name: 'Dialog', id: 'components-dialog', what: 'Modal in a portal: focus trap, stacking, scroll lock.' },
      { name: 'FormDialog', id: 'components-formdialog', what: 'Dialog holding a form with Cancel and submit.' },
      { name: 'Toast', id: 'components-toast', what: 'Loading toasts that turn into success or error.' },
      { name: 'Alert', id: 'components-alert', what: 'sweetalert2 messages and the delete confirmation.' },
    ],
  },
  {
    group: 'Forms',
    items: [
      { name: 'TextField', id: 'components-textfield', what: 'Labelled input with hint and error.' },
      { name: 'PasswordField', id: 'components-passwordfield', what: 'Password input with show/hide.' },
      { name: 'Select', id: 'components-select', what: 'Labelled native select.' },
      { name: 'Checkbox', id: 'components-checkbox', what: 'Checkbox with label and hint.' },
      { name: 'Switch', id: 'components-switch', what: 'Display switches.' },
      { name: 'SearchField', id: 'components-searchfield', what: 'Search box for tables.' },
    ],
  },
  {
    group: 'Data display',
    items: [
      { name: 'DataTable', id: 'components-datatable', what: 'Sortable, paginated table on TanStack Table 9.' },
      { name: 'Pagination', id: 'components-pagination', what: 'First / Previous / Next / Last and counts.' },
      { name: 'Tabs', id: 'components-tabs', what: 'Stage and service tabs.' },
      { name: 'StatCard', id: 'components-statcard', what: 'Summary counts on dashboards and lists.' },
      { name: 'Card', id: 'components-card', what: 'Surface for grouped content.' },
      { name: 'Badge', id: 'components-badge', what: 'Statuses and roles, in words and colour.' },
      { name: 'Skeleton', id: 'components-skeleton', what: 'Loading placeholders.' },
      { name: 'EmptyState', id: 'components-emptystate', what: 'What an empty list says.' },
      { name: 'MapFrame', id: 'components-mapframe', what: 'Ride route map and its error panel.' },
      { name: 'Logo', id: 'components-logo', what: 'Kero mark and wordmark.' },
    ],
  },
];

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: 12,
  margin: '8px 0 24px',
};

const card: CSSProperties = {
  display: 'block',
  padding: '12px 14px',
  border: `1px solid ${ink.border}`,
  borderRadius: 8,
  textDecoration: 'none',
  color: ink.text,
  background: ink.surface,
};

/** The component list of the Introduction page, grouped. */
export function ComponentLinks() {
  return (
    <div>
      {linkGroups.map((g) => (
        <section key={g.group}>
          <h3 style={{ margin: '16px 0 4px' }}>{g.group}</h3>
          <div style={grid}>
            {g.items.map((c) => (
              <DocLink key={c.id} href={`?path=/docs/${c.id}--docs`} style={card}>
                <strong style={{ color: ink.accentText }}>{c.name}</strong>
                <span style={{ display: 'block', marginTop: 4, fontSize: 13, color: ink.textMuted }}>{c.what}</span>
              </DocLink>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', margin: '8px 0 24px', fontSize: 14 };
const cell: CSSProperties = { padding: '8px 10px', borderBottom: `1px solid ${ink.border}`, textAlign: 'left', verticalAlign: 'middle' };
const code: CSSProperties = { fontFamily: tokens.font.mono, fontSize: 13 };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={table}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} style={{ ...cell, color: ink.textMuted, fontWeight: 600 }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The 4px spacing scale as bars. */
export function SpaceScale() {
  return (
    <Table head={['Token', 'Value', '']}>
      {Object.entries(tokens.space).map(([k, v]) => (
        <tr key={k}>
          <td style={{ ...cell, ...code }}>tokens.space[{k}]</td>
          <td style={{ ...cell, ...code }}>{v}</td>
          <td style={{ ...cell, width: '60%' }}>
            <div style={{ width: v, height: 16, background: ink.accent, borderRadius: 2 }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Radii as rounded tiles. */
export function RadiusScale() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, margin: '8px 0 24px' }}>
      {Object.entries(tokens.radius).map(([k, v]) => (
        <figure key={k} style={{ margin: 0, textAlign: 'center' }}>
          <div style={{ width: 88, height: 64, borderRadius: v, background: ink.accentSoft, border: `2px solid ${ink.accent}` }} />
          <figcaption style={{ marginTop: 6, fontSize: 13 }}>
            <span style={code}>radius.{k}</span> · {v}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Shadows on light-grey ground (as on the console's main area). */
export function ShadowScale() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32, padding: 32, background: ink.bg, borderRadius: 12, margin: '8px 0 24px' }}>
      {Object.entries(tokens.shadow).map(([k, v]) => (
        <figure key={k} style={{ margin: 0 }}>
          <div style={{ width: 160, height: 96, borderRadius: 12, background: ink.surface, boxShadow: v }} />
          <figcaption style={{ marginTop: 10, fontSize: 13 }}>
            <span style={code}>shadow.{k}</span>
            <br />
            <span style={{ ...code, fontSize: 11, color: ink.textMuted }}>{v}</span>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Any flat token group as a name/value table (z-index, motion, breakpoints, layout). */
export function TokenTable({ group }: { group: 'z' | 'motion' | 'breakpoint' | 'layout' }) {
  const entries = Object.entries(tokens[group] as Record<string, string | number>);
  return (
    <Table head={['Token', 'Value']}>
      {entries.map(([k, v]) => (
        <tr key={k}>
          <td style={{ ...cell, ...code }}>
            tokens.{group}.{k}
          </td>
          <td style={{ ...cell, ...code }}>{String(v)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Font weights with a sample. */
export function WeightScale() {
  return (
    <Table head={['Token', 'Value', 'Sample']}>
      {Object.entries(tokens.font.weight).map(([k, v]) => (
        <tr key={k}>
          <td style={{ ...cell, ...code }}>font.weight.{k}</td>
          <td style={{ ...cell, ...code }}>{v}</td>
          <td style={{ ...cell, fontFamily: tokens.font.family, fontWeight: v, fontSize: 16 }}>Rides data loaded · ₦8,450.00</td>
        </tr>
      ))}
    </Table>
  );
}

/** Font sizes with their names and a sample in the UI font. */
export function SizeScale() {
  return (
    <Table head={['Token', 'Value', 'Sample']}>
      {Object.entries(tokens.font.size).map(([k, v]) => (
        <tr key={k}>
          <td style={{ ...cell, ...code }}>font.size.{k}</td>
          <td style={{ ...cell, ...code }}>{v}</td>
          <td style={{ ...cell, fontFamily: tokens.font.family, fontSize: v, lineHeight: tokens.font.lineHeight.tight }}>
            Admin User Management
          </td>
        </tr>
      ))}
    </Table>
  );
}

const typeRoles: [role: string, size: string, weight: string][] = [
  ['Page title (h1)', '2xl · 24px', 'semibold'],
  ['Dialog title', 'xl · 20px', 'semibold'],
  ['Stat card value', '3xl · 30px', 'bold'],
  ['Body, table cells, inputs', 'md · 14px', 'regular'],
  ['Labels, secondary text, badges', 'sm · 13px / xs · 12px', 'medium'],
  ['Marketing hero', '4xl · 40px', 'bold'],
];

/** Which size and weight each role of text uses. */
export function TypeUsage() {
  return (
    <Table head={['Role', 'Size', 'Weight']}>
      {typeRoles.map(([role, size, weight]) => (
        <tr key={role}>
          <td style={cell}>{role}</td>
          <td style={{ ...cell, ...code }}>{size}</td>
          <td style={{ ...cell, ...code }}>{weight}</td>
        </tr>
      ))}
    </Table>
  );
}
