/**
 * Tabs of the sign-in pages (password or QR code; email or phone): a tablist whose arrow keys
 * move between tabs, and the panel it controls.
 */
import type { KeyboardEvent, ReactNode } from 'react';

interface TabsProps<T extends string> {
  /** Names the ids of the tabs and the panel. */
  id: string;
  label: string;
  tabs: readonly { id: T; label: string }[];
  selected: T;
  onSelect: (tab: T) => void;
  /** Underlined tabs for the page's main choice, pills for a choice inside a form. */
  look?: 'underline' | 'pills';
  children: ReactNode;
}

const step: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function Tabs<T extends string>({ id, label, tabs, selected, onSelect, look = 'pills', children }: TabsProps<T>) {
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : step[event.key] === undefined ? -1 : (index + step[event.key] + tabs.length) % tabs.length;
    if (next < 0) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    const buttons = event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    buttons?.[next]?.focus();
  };
  return (
    <div className={`auth-tabs auth-tabs--${look}`}>
      <div role="tablist" aria-label={label} className="auth-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            className="auth-tabs__tab"
            aria-selected={tab.id === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} className="auth-tabs__panel">
        {children}
      </div>
    </div>
  );
}
