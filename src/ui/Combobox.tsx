/**
 * A searchable picker (a coin, a network, a currency) on the ARIA combobox pattern: type to filter
 * by code or name (case and accents ignored), arrows to move, Enter to choose, Escape to close.
 * Options may carry an icon and, when they cannot be chosen, the reason. Closed, it shows the
 * choice. With react-hook-form, wire it through a Controller (value, onChange, onBlur, ref).
 */
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { filterOptions } from '../lib/option-search.ts';
import { ComboboxOptionView, type ComboboxOption } from './ComboboxOptionView.tsx';
import './combobox.css';
import './text-field.css';
import { FieldNotes, fieldDescribedBy } from './FieldNotes.tsx';
import { ServerIcon } from './ServerIcon.tsx';

export type { ComboboxOption };

interface ComboboxProps {
  label: string;
  options: readonly ComboboxOption[];
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: string;
  error?: string;
  /** Said when nothing matches the query; "Nothing matches …" unless given. */
  emptyText?: (query: string) => string;
  disabled?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

const shown = (option: ComboboxOption) => (option.name ? `${option.code} · ${option.name}` : option.code);

/** What the customer typed into the closed box: the letters added after the chosen option's text, or all of it. */
const typedOver = (text: string, chosenText: string) =>
  text.startsWith(chosenText) ? text.slice(chosenText.length) : text;

export function Combobox({
  label,
  options,
  value,
  onChange,
  onBlur,
  hint,
  error,
  emptyText,
  disabled,
  name,
  ref,
}: ComboboxProps) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const chosen = options.find((o) => o.value === value) ?? null;
  const found = open ? filterOptions(options, query) : [];
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (open && active >= 0)
      // eslint-disable-next-line no-restricted-syntax -- the active option scrolls within the list's own box, which nothing sticky covers
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, id]);

  const show = (text: string) => {
    setOpen(true);
    setQuery(text);
    const list = filterOptions(options, text);
    const at = text === '' ? list.findIndex((o) => o.value === value) : -1;
    setActive(at >= 0 ? at : list.length > 0 ? 0 : -1);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(-1);
  };
  const choose = (option: ComboboxOption | undefined) => {
    if (!option || option.disabledReason) return;
    onChange(option.value);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = (by: number) => {
      event.preventDefault();
      if (!open) return show('');
      setActive((at) => Math.min(found.length - 1, Math.max(0, at + by)));
    };
    if (event.key === 'ArrowDown') return move(1);
    if (event.key === 'ArrowUp') return move(-1);
    if (event.key === 'Enter' && open) {
      event.preventDefault();
      return choose(found[active]);
    }
    if (event.key === 'Escape' && open) {
      // Closes the list, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const described = fieldDescribedBy(id, hint, error);
  return (
    <div className={`text-field ui-combobox${error ? ' text-field--invalid' : ''}`}>
      <label htmlFor={id} className="text-field__label">
        {label}
      </label>
      <div className="ui-combobox__box">
        {!open && chosen?.icon && <ServerIcon className="ui-combobox__icon" src={chosen.icon} size={20} />}
        <input
          ref={ref}
          id={id}
          name={name}
          className={`text-field__input ui-combobox__input${!open && chosen?.icon ? ' ui-combobox__input--icon' : ''}`}
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          value={open ? query : chosen ? shown(chosen) : ''}
          placeholder={chosen ? shown(chosen) : intl.formatMessage({ id: 'ui.combobox.placeholder' })}
          onChange={(e) => show(open || !chosen ? e.target.value : typedOver(e.target.value, shown(chosen)))}
          onClick={() => !open && show('')}
          onFocus={(e) => e.currentTarget.select()}
          onKeyDown={onKeyDown}
          onBlur={() => {
            close();
            onBlur?.();
          }}
        />
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={label}
          className="ui-combobox__list"
          hidden={!open || found.length === 0}
        >
          {found.map((option, index) => (
            <ComboboxOptionView
              key={option.value}
              id={optionId(index)}
              option={option}
              selected={option.value === value}
              active={index === active}
              onChoose={() => choose(option)}
            />
          ))}
        </ul>
        {open && found.length === 0 && (
          <p className="ui-combobox__empty" role="status">
            {emptyText ? emptyText(query) : intl.formatMessage({ id: 'ui.combobox.empty' }, { query: query.trim() })}
          </p>
        )}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
