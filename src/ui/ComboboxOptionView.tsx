/** One option of a Combobox's list: icon, code, name, and why it cannot be chosen. */
import { ServerIcon } from './ServerIcon.tsx';

export interface ComboboxOption {
  value: string;
  code: string;
  name?: string;
  /** An image address (a coin's logo); decorative, the code says what it is. */
  icon?: string;
  /** Why it cannot be chosen; when set, the option shows but cannot be picked. */
  disabledReason?: string;
}

interface ComboboxOptionViewProps {
  id: string;
  option: ComboboxOption;
  selected: boolean;
  active: boolean;
  onChoose: () => void;
}

export function ComboboxOptionView({ id, option, selected, active, onChoose }: ComboboxOptionViewProps) {
  const classes = [
    'ui-combobox__option',
    active && 'ui-combobox__option--active',
    option.disabledReason && 'ui-combobox__option--disabled',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      aria-disabled={option.disabledReason ? true : undefined}
      className={classes}
      // Keeps the focus in the input, so choosing does not blur (and close) the list first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onChoose}
    >
      {option.icon ? (
        <ServerIcon className="ui-combobox__option-icon" src={option.icon} size={24} />
      ) : (
        <span className="ui-combobox__option-icon" aria-hidden="true" />
      )}
      <span className="ui-combobox__option-text">
        <span className="ui-combobox__code">{option.code}</span>
        {option.name && <span className="ui-combobox__name">{option.name}</span>}
        {option.disabledReason && <span className="ui-combobox__reason">{option.disabledReason}</span>}
      </span>
      <span className="ui-combobox__check" aria-hidden="true">
        {selected ? '✓' : ''}
      </span>
    </li>
  );
}
