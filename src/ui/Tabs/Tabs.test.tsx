import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabPanel, SegmentedControl, tabId, panelId, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta', disabled: true },
  { value: 'c', label: 'Gamma', count: 3 },
  { value: 'd', label: 'Delta' },
];

function Controlled({ activation, onChange = () => {} }: { activation?: 'automatic' | 'manual'; onChange?: (v: string) => void }) {
  const [value, setValue] = useState('a');
  return (
    <>
      <Tabs
        id="t"
        aria-label="Letters"
        items={items}
        value={value}
        activation={activation}
        controlsPanel
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <TabPanel baseId="t" value={value}>
        panel {value}
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('links tabs and panel by id and names the tab by its label only', () => {
    render(<Controlled />);
    const tab = screen.getByRole('tab', { name: 'Alpha' });
    expect(tab).toHaveAttribute('id', tabId('t', 'a'));
    expect(tab).toHaveAttribute('aria-controls', panelId('t', 'a'));
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toHaveAttribute('id', panelId('t', 'a'));
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveAccessibleDescription('3');
    expect(screen.getByRole('tablist', { name: 'Letters' })).toBeInTheDocument();
  });

  it('moves and selects with arrows, skipping disabled tabs and wrapping', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('c');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Delta' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Delta' })).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the tab order.
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });

  it('in manual mode arrows move focus only; Enter selects', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled activation="manual" onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('c');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel c');
  });

  it('does not call onChange when the selected tab is clicked again', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Alpha' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('makes ids safe for values with spaces', () => {
    expect(tabId(':r1:', 'All Services')).toBe('_r1_-tab-All_Services');
    expect(panelId(':r1:', 'All Services')).toBe('_r1_-panel-All_Services');
  });

  it('leaves aria-controls off unless asked (no dangling references)', () => {
    render(<Tabs aria-label="X" items={items} value="a" onChange={() => {}} />);
    expect(screen.getByRole('tab', { name: 'Alpha' })).not.toHaveAttribute('aria-controls');
  });
});

describe('SegmentedControl', () => {
  it('presses one button at a time', async () => {
    const onChange = vi.fn();
    render(
      <SegmentedControl
        aria-label="Status"
        value="all"
        onChange={onChange}
        items={[
          { value: 'all', label: 'All Rides' },
          { value: 'completed', label: 'Completed', count: 5 },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Rides' })).toHaveAttribute('aria-pressed', 'true');
    const completed = screen.getByRole('button', { name: 'Completed' });
    expect(completed).toHaveAccessibleDescription('5');
    await userEvent.click(completed);
    expect(onChange).toHaveBeenCalledWith('completed');
    await userEvent.click(screen.getByRole('button', { name: 'All Rides' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
