/**
 * A header button that opens a non-modal panel. Its content mounts on the first open and stays,
 * so what it loads is loaded once: a spinner while its chunk comes, and a message with Try again
 * when it cannot come, the rest of the header untouched. Escape closes it and puts focus back on the button; a click
 * or focus outside closes it too.
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Deferred } from '../../ui/Deferred.tsx';
import { Loading, PartFailed } from '../../ui/LoadState.tsx';
import { PopoverClose } from './popover-close.ts';
import { useDismiss } from './use-dismiss.ts';

interface PopoverProps {
  /** The button's accessible name, when its content alone does not say it (an icon). */
  label?: string;
  button: ReactNode;
  /** The panel's heading and accessible name. */
  title: string;
  className?: string;
  /** The panel's content; usePopoverClose() inside it closes the panel back to the button. */
  children: ReactNode;
}

export function Popover({ label, button, title, className, children }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(open, root, dismiss);
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  const toggle = () => {
    setMounted(true);
    setOpen((was) => !was);
  };
  // Following a link inside leaves the panel behind.
  const followLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  const closeToButton = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Handled here, so an enclosing side menu stays open.
    event.preventDefault();
    event.stopPropagation();
    closeToButton();
  };

  return (
    <div className={`header-popover ${className ?? ''}`.trim()} ref={root} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="header__control"
        aria-label={label}
        aria-expanded={open}
        aria-controls={mounted ? panelId : undefined}
        onClick={toggle}
      >
        {button}
      </button>
      {mounted && (
        <div
          id={panelId}
          ref={panel}
          className="header-popover__panel"
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          hidden={!open}
          onClick={followLink}
        >
          <h2 id={titleId} className="header-popover__title">
            {title}
          </h2>
          <PopoverClose value={closeToButton}>
            <Deferred loading={<Loading />} failed={<PartFailed />}>
              {children}
            </Deferred>
          </PopoverClose>
        </div>
      )}
    </div>
  );
}
