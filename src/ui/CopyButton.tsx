/** Copies a text to the clipboard and says so for two seconds (also to screen readers). */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './Button.tsx';
import './copy-button.css';

export function CopyButton({ text, what }: { text: string; what: string }) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      // Clipboard access can be refused (no permission, insecure page): say so, the text stays selectable.
      setState('failed');
    }
  };

  const said = intl.formatMessage({ id: `ui.copy.${state}` });
  return (
    <>
      <Button variant="secondary" className="copy-button" onClick={copy}>
        {said}
        <span className="visually-hidden"> {what}</span>
      </Button>
      <span className="visually-hidden" role="status">
        {state === 'idle' ? '' : said}
      </span>
    </>
  );
}
