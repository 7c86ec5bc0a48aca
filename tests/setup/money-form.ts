/** What every money form's tests check alike: a refusal in view and focused, no toast, and an outcome not known. */
import { afterEach, beforeEach, expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { apiEffects, type ApiEffect } from '../../src/api/effects.ts';

/** The toasts each test of the file shows: call once at the top of the file, then `expect(toasts()).toEqual([])`. */
export function watchToasts(): () => ApiEffect[] {
  let effects: ApiEffect[] = [];
  let stop = () => {};
  beforeEach(() => {
    effects = [];
    stop = apiEffects.subscribe((effect) => effects.push(effect));
  });
  afterEach(() => stop());
  return () => effects.filter((effect) => effect.type === 'toast');
}

/** Collects the elements brought into view (jsdom does not scroll). */
export function scrolledIntoView(): Element[] {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  return scrolled;
}

/** A refusal of no field shows once, as a message in view that has the focus (in `container` if given). */
export async function expectRefusalInView(message: string, scrolled: Element[], container?: HTMLElement) {
  const alert = await (container ? within(container) : screen).findByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(alert).toHaveFocus();
  expect(scrolled).toContain(alert);
  return alert;
}

/**
 * A send that got no answer: the review says so, points to the records (`recordsName`: the link's
 * name when it is not about records), offers no resend, and closes.
 */
export async function expectOutcomeUnknown(
  user: UserEvent,
  review: HTMLElement,
  {
    recordsHref,
    confirmName,
    recordsName = /records/i,
    timeout = 5000,
  }: { recordsHref: string; confirmName: string; recordsName?: string | RegExp; timeout?: number },
) {
  expect(await within(review).findByText('The outcome is not known yet', {}, { timeout })).toBeInTheDocument();
  expect(within(review).getByRole('link', { name: recordsName })).toHaveAttribute('href', recordsHref);
  expect(within(review).queryByRole('button', { name: confirmName })).toBeNull();
  await user.keyboard('{Enter}');
  await user.click(within(review).getByRole('button', { name: 'Close' }));
}
