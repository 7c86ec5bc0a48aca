/**
 * A list's search box. What the customer types reaches the list once typing pauses (the site's
 * debounce), or at once on Enter; the clear button and Escape empty it. A change of `value` from
 * outside (clear filters, Back) shows in the box, but the echo of its own typing never overwrites
 * what is being typed.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { debounce, type Debounced } from '../lib/debounce.ts';
import './filters.css';

interface SearchFilterProps {
  label: string;
  /** The search the list shows now (from the address). */
  value: string;
  /** Told the trimmed search once typing pauses. */
  onChange: (value: string) => void;
  /** The site's debounce (site-config constants.debounceMs, 500 ms in the spec). */
  debounceMs: number;
  placeholder?: string;
}

export function SearchFilter({ label, value, onChange, debounceMs, placeholder }: SearchFilterProps) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setText(value);
      setSent(value);
    }
  }

  const latestOnChange = useRef(onChange);
  const send = useRef<Debounced<[string]> | null>(null);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  useEffect(() => {
    const debounced = debounce((next: string) => {
      setSent(next);
      latestOnChange.current(next);
    }, debounceMs);
    send.current = debounced;
    return () => debounced.cancel();
  }, [debounceMs]);

  const clear = () => {
    send.current?.cancel();
    setText('');
    setSent('');
    latestOnChange.current('');
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') send.current?.flush();
    if (event.key === 'Escape' && text !== '') {
      // Only empty the box: a dialog around it stays open.
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };

  return (
    <div className="filter filter--search">
      <label htmlFor={id} className="filter__label">
        {label}
      </label>
      <div className="filter-search">
        <input
          ref={input}
          id={id}
          type="search"
          className="filter__control filter-search__input"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.target.value);
            send.current?.(event.target.value.trim());
          }}
          onKeyDown={onKeyDown}
        />
        {text !== '' && (
          <button
            type="button"
            className="filter-search__clear"
            onClick={clear}
            aria-label={intl.formatMessage({ id: 'ui.search.clear' })}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </div>
  );
}
