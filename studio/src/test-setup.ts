/** The studio's component tests: jest-dom matchers, and a clean page after each test. */
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(cleanup);

// jsdom lays nothing out, so it has no scrolling into view; the studio scrolls a field it focuses.
Element.prototype.scrollIntoView ??= () => {};
// jsdom has no modal dialogs; the studio only opens and closes its save review.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};
