/**
 * A value to share and its copy button. The clipboard may be refused (permissions, an insecure
 * page, an old browser): then the value is selected and the customer is told to copy it by hand.
 */
import { useId, useRef } from 'react';
import { Button } from '../../ui/Button.tsx';
import { useCopy } from './use-copy.ts';
import { useT } from '../../i18n/use-t.ts';

interface CopyFieldProps {
  label: string;
  /** The button's accessible name, e.g. "Copy invite code". */
  copyLabel: string;
  value: string;
}

export function CopyField({ label, copyLabel, value }: CopyFieldProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { outcome, copy } = useCopy();
  const onCopy = async () => {
    if ((await copy(value)) === 'refused') input.current?.select();
  };
  return (
    <div className="copy-field">
      <label htmlFor={id} className="copy-field__label">
        {label}
      </label>
      <div className="copy-field__row">
        <input
          id={id}
          ref={input}
          className="copy-field__value"
          value={value}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="secondary" aria-label={copyLabel} onClick={onCopy}>
          {t('invite.copy')}
        </Button>
      </div>
      <p className={`copy-field__status copy-field__status--${outcome}`} role="status" aria-live="polite">
        {outcome === 'copied' && t('invite.copied')}
        {outcome === 'refused' && t('invite.copyRefused')}
      </p>
    </div>
  );
}
