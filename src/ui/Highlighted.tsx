/** A text with the searched words marked (<mark>), as search results show titles and snippets. */
import { highlightParts } from '../lib/highlight.ts';
import './highlighted.css';

export function Highlighted({ text, search }: { text: string; search: string }) {
  return (
    <>
      {highlightParts(text, search).map((part, index) =>
        part.match ? (
          <mark key={index} className="ui-highlight">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
