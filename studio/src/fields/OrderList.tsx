/**
 * A list whose order matters, reordered by dragging a row or from the keyboard: on a row's handle,
 * the up and down arrows move it. Each move is announced.
 */
import { useRef, useState, type ReactNode } from 'react';

interface Props<T> {
  label: string;
  items: T[];
  name: (item: T) => string;
  onReorder: (items: T[]) => void;
  /** What else a row holds (an on/off box, a remove button). */
  extra?: (item: T, index: number) => ReactNode;
}

export function moved<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function OrderList<T>({ label, items, name, onReorder, extra }: Props<T>) {
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const handles = useRef<(HTMLButtonElement | null)[]>([]);
  const helpId = `${label.replace(/\W+/g, '-')}-order-help`;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onReorder(moved(items, from, to));
    setAnnouncement(`${name(items[from])} moved to position ${to + 1} of ${items.length}`);
    requestAnimationFrame(() => handles.current[to]?.focus());
  };

  return (
    <div className="order-list">
      <p id={helpId} className="field__help">
        Drag a row, or focus its handle and press the up or down arrow, to move it.
      </p>
      <ol aria-label={label}>
        {items.map((item, i) => (
          <li
            key={name(item)}
            className={`order-list__row${dragged === i ? ' order-list__row--dragged' : ''}`}
            draggable
            onDragStart={(event) => {
              setDragged(i);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(i));
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              const from = dragged ?? Number(event.dataTransfer.getData('text/plain'));
              setDragged(null);
              move(from, i);
            }}
            onDragEnd={() => setDragged(null)}
          >
            <button
              type="button"
              className="order-list__handle"
              ref={(element) => {
                handles.current[i] = element;
              }}
              aria-label={`Move ${name(item)}, position ${i + 1} of ${items.length}`}
              aria-describedby={helpId}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
                event.preventDefault();
                move(i, event.key === 'ArrowUp' ? i - 1 : i + 1);
              }}
            >
              ⠿
            </button>
            <span className="order-list__name">{name(item)}</span>
            {extra?.(item, i)}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
