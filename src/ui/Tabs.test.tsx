import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAtAddress } from '../../tests/setup/render-at-address';
import { Tabs, type Tab } from './Tabs';

type Status = 'open' | 'filled' | 'cancelled';
const tabs: Tab<Status>[] = [
  { id: 'open', label: 'Open', count: 3 },
  { id: 'filled', label: 'Filled' },
  { id: 'cancelled', label: 'Cancelled', count: 1 },
];

function Orders({ onSelect = () => {}, look }: { onSelect?: (tab: Status) => void; look?: 'underline' | 'pills' }) {
  const [selected, setSelected] = useState<Status>('open');
  const select = (tab: Status) => {
    setSelected(tab);
    onSelect(tab);
  };
  return (
    <>
      <button type="button">Before</button>
      <Tabs label="Orders" tabs={tabs} selected={selected} onSelect={select} look={look}>
        <p>{selected} orders</p>
      </Tabs>
      <button type="button">After</button>
    </>
  );
}

describe('Tabs', () => {
  it('shows a tablist whose selected tab labels the panel', () => {
    renderAtAddress(<Orders />);
    expect(screen.getByRole('tablist', { name: 'Orders' })).toBeInTheDocument();
    const open = screen.getByRole('tab', { selected: true });
    expect(open).toHaveAccessibleName('Open (3 items)');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Open (3 items)');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('open orders');
    expect(open).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
  });

  it('is one tab stop: Tab enters at the selected tab and leaves for the panel', async () => {
    const user = userEvent.setup();
    renderAtAddress(<Orders />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: /^Open/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderAtAddress(<Orders onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: /^Open/ }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Filled' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Filled' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('filled orders');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: /^Open/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /^Cancelled/ })).toHaveFocus();
    expect(onSelect.mock.calls.map(([tab]) => tab)).toEqual(['open', 'filled', 'cancelled', 'open', 'cancelled']);
  });

  it('goes to the first and last tab with Home and End', async () => {
    const user = userEvent.setup();
    renderAtAddress(<Orders />);
    await user.click(screen.getByRole('tab', { name: 'Filled' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /^Cancelled/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: /^Open/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /^Open/ })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: /^Cancelled/ })).toHaveAttribute('tabindex', '-1');
  });

  it('selects the tab the customer clicks', async () => {
    const user = userEvent.setup();
    renderAtAddress(<Orders look="pills" />);
    await user.click(screen.getByRole('tab', { name: /^Cancelled/ }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('cancelled orders');
  });

  it('says a count in words, in the page language', () => {
    renderAtAddress(<Orders />);
    expect(screen.getByRole('tab', { name: /^Cancelled/ })).toHaveAccessibleName('Cancelled (1 item)');
  });

  it('scrolls the list sideways to a selected tab beyond its edge on a narrow screen', async () => {
    const user = userEvent.setup();
    const edges = (left: number, right: number) => ({ left, right, top: 0, bottom: 40, width: right - left, height: 40, x: left, y: 0, toJSON: () => ({}) });
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('role') === 'tablist') return edges(0, 200);
      const at = { open: 0, filled: 120, cancelled: 260 }[this.id.split('-tab-')[1] as Status] ?? 0;
      return edges(at - this.parentElement!.scrollLeft, at + 110 - this.parentElement!.scrollLeft);
    });
    renderAtAddress(<Orders />);
    const list = screen.getByRole('tablist');
    expect(list.scrollLeft).toBe(0);
    await user.click(screen.getByRole('tab', { name: /^Cancelled/ }));
    expect(list.scrollLeft).toBe(170);
    await user.click(screen.getByRole('tab', { name: /^Open/ }));
    expect(list.scrollLeft).toBe(0);
    rect.mockRestore();
  });
});
