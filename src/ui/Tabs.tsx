/**
 * Tabs (the ARIA tabs pattern): one tab stop for the whole list, the arrow keys, Home and End move
 * and select at once, and the panel of the selected tab below. Controlled by `selected`. When the
 * tabs are wider than their box, the selected one is scrolled into sight (a phone opening ?tab=bills).
 * A panel whose code is still loading waits in its own place, so the tabs stay and keep the focus.
 */
import { Suspense, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from './Spinner.tsx';
import './tabs.css';

export interface Tab<T extends string> {
  id: T;
  label: string;
  /**
   * A count shown beside the label (open orders, unread items), also said to screen readers; null
   * while it loads, when its badge keeps its place, empty, so the tabs after it do not move.
   */
  count?: number | null;
}

interface TabsProps<T extends string> {
  /** Names what the tabs choose between. */
  label: string;
  tabs: readonly Tab<T>[];
  selected: T;
  onSelect: (tab: T) => void;
  /** Underlined tabs for a page's main choice, pills for a choice inside a form or card. */
  look?: 'underline' | 'pills';
  /** The tabs share the whole width instead of taking their own. */
  fill?: boolean;
  /** Names the ids of the tabs and the panel; one is made up when absent. */
  id?: string;
  children: ReactNode;
}

const step: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

function targetIndex(key: string, index: number, count: number): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (step[key] === undefined) return null;
  return (index + step[key] + count) % count;
}

/** Scrolls the list sideways, and only it, until the selected tab is wholly in sight. */
function keepInSight(list: HTMLElement | null) {
  const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
  if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start < list.scrollLeft) list.scrollLeft = start;
  else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
}

export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  look = 'underline',
  fill = false,
  id,
  children,
}: TabsProps<T>) {
  const intl = useIntl();
  const ownId = useId();
  const base = id ?? `tabs-${ownId.replace(/[^\w-]/g, '')}`;
  const tabId = (tab: T) => `${base}-tab-${tab}`;
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => keepInSight(listRef.current), [selected]);

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = targetIndex(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className={`ui-tabs ui-tabs--${look}${fill ? ' ui-tabs--fill' : ''}`}>
      <div ref={listRef} role="tablist" aria-label={label} className="ui-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            className="ui-tabs__tab"
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.count === undefined ? (
              tab.label
            ) : tab.count === null ? (
              <>
                {`${tab.label} `}
                <span className="ui-tabs__count ui-tabs__count--loading" aria-hidden="true" />
              </>
            ) : (
              <>
                {`${tab.label} `}
                <span className="ui-tabs__count" aria-hidden="true">
                  {intl.formatNumber(tab.count)}
                </span>
                <span className="visually-hidden">{`(${intl.formatMessage({ id: 'ui.tabs.count' }, { count: tab.count })})`}</span>
              </>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={tabId(selected)} className="ui-tabs__panel">
        <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'common.loading' })} />}>{children}</Suspense>
      </div>
    </div>
  );
}
