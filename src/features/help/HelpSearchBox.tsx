/** The help centre's search box: Enter or the button opens /help/search with the words typed. */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { keywordMaxLength, searchPath } from './help-api.ts';
import { useT } from '../../i18n/use-t.ts';

export function HelpSearchBox({ initial = '' }: { initial?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '') navigate(searchPath(text));
  };
  return (
    <form role="search" className="help-search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('help.search.label')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={keywordMaxLength}
        placeholder={t('help.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">{t('help.search.action')}</Button>
    </form>
  );
}
