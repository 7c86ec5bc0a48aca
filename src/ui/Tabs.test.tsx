import { use, useState } from 'react';
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

/** A panel whose code is still on its way (a tab in a chunk of its own). */
const never = new Promise<never>(() => {});
function Loading(): never {
  return use(never);
}

function Orders({
  onSelect = () => {},
  look,
  first = 'open',
  slow,
}: {
  onSelect?: (tab: Status) => void;
  look?: 'underline' | 'pills';
  first?: Status;
  /** The tab whose panel is still loading its code. */
  slow?: Status;
}) {
  const [selected, setSelected] = useState<Status>(first);
  const select = (tab: Status) => {
    setSelected(tab);
    onSelect(tab);
  };
  return (
    <>
      <button type="button">Before</button>
      <Tabs label="Orders" tabs={tabs} selected={selected} onSelect={select} look={look}>
        {selected === slow ? <Loading /> : <p>{selected} orders</p>}
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

  it('keeps the tabs, and the focus on the tab, while a panel loads its code', async () => {
    const user = userEvent.setup();
    renderAtAddress(<Orders slow="cancelled" />);
    await user.click(screen.getByRole('tab', { name: /^Open/ }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /^Cancelled/ })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loading');
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

  it('keeps the place of a count still loading, empty and unsaid, so the tabs after it stay put', () => {
    renderAtAddress(
      <Tabs
        id="t"
        label="Orders"
        tabs={[{ id: 'open', label: 'Open', count: null }]}
        selected="open"
        onSelect={() => {}}
      >
        panel
      </Tabs>,
    );
    const tab = screen.getByRole('tab');
    expect(tab).toHaveAccessibleName('Open');
    expect(tab.querySelector('.ui-tabs__count--loading')).toBeEmptyDOMElement();
  });

  it('scrolls a list wider than its box until the selected tab is in sight, and back', async () => {
    // jsdom lays nothing out: each tab is 100 px wide, side by side, in a 150 px box.
    const geometry = {
      offsetLeft: {
        get(this: HTMLElement) {
          return 100 * [...(this.parentElement?.children ?? [])].indexOf(this);
        },
      },
      offsetWidth: { get: () => 100 },
      clientWidth: {
        get(this: HTMLElement) {
          return this.getAttribute('role') === 'tablist' ? 150 : 100;
        },
      },
      scrollWidth: {
        get(this: HTMLElement) {
          return this.getAttribute('role') === 'tablist' ? 300 : 100;
        },
      },
    };
    const saved = Object.fromEntries(
      Object.keys(geometry).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]),
    );
    Object.defineProperties(HTMLElement.prototype, geometry);
    try {
      const user = userEvent.setup();
      renderAtAddress(<Orders first="cancelled" />);
      const list = screen.getByRole('tablist');
      expect(list.scrollLeft).toBe(150);
      await user.click(screen.getByRole('tab', { name: /^Open/ }));
      expect(list.scrollLeft).toBe(0);
    } finally {
      for (const [key, descriptor] of Object.entries(saved))
        if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
    }
  });
});
