/**
 * The filters above a list, and "clear filters" while any is set. Clearing moves focus to the first
 * filter, since the button it was on goes away.
 */
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './Button.tsx';
import './filters.css';

interface FilterBarProps {
  /** Names the group of filters ("Filter records"). */
  label: string;
  /** Whether any filter is away from its default (useSearchState's isSet). */
  active: boolean;
  onClear: () => void;
  /** The filters: SelectFilter, SearchFilter, DateRangeFilter. */
  children: ReactNode;
}

export function FilterBar({ label, active, onClear, children }: FilterBarProps) {
  const intl = useIntl();
  const bar = useRef<HTMLDivElement>(null);
  const clear = () => {
    onClear();
    bar.current?.querySelector<HTMLElement>('select, input')?.focus();
  };
  return (
    <div ref={bar} role="group" aria-label={label} className="filter-bar">
      {children}
      {active && (
        <Button variant="ghost" className="filter-bar__clear" onClick={clear}>
          {intl.formatMessage({ id: 'ui.filters.clear' })}
        </Button>
      )}
    </div>
  );
}
