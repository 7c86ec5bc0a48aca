/**
 * On the home page, the first promotion is painted into the start-up skeleton of index.html as
 * soon as its answer comes, while the app's code is still downloading: on a slow phone the
 * visitor sees the promotion about a second earlier, and its picture is already downloaded when
 * the page's own banner shows it. Nothing is painted once the app has rendered.
 */
import type { components } from '../../generated/base.ts';
import type { EarlyOutcome } from '../api/early-calls.ts';
import { isEnvelope, isSuccess, resultCode } from '../api/envelope.ts';

type Banner = components['schemas']['Banner'];

/** A picture address the skeleton may show: on this site, https (or http), or an inline image. */
const showable = (url: unknown): url is string =>
  typeof url === 'string' && /^(https?:\/\/|\/(?!\/)|data:image\/)/i.test(url);

export function paintFirstBanner(
  outcome: EarlyOutcome,
  root: ParentNode | null = document.getElementById('root'),
): void {
  const answer = outcome.data;
  if (!isEnvelope(answer) || !isSuccess(resultCode(answer)) || !Array.isArray(answer.Data)) return;
  const first = (answer.Data as Banner[])[0];
  const skeleton = root?.querySelector('.boot-main');
  if (!first || !skeleton || !showable(first.ImageUrl) || skeleton.querySelector('.boot-banner')) return;
  const picture = document.createElement('img');
  picture.className = 'boot-banner';
  picture.src = first.ImageUrl;
  // The skeleton says "Loading" as a whole; the page's own banner names the promotion.
  picture.alt = '';
  picture.width = 1200;
  picture.height = 400;
  picture.fetchPriority = 'high';
  // Painted inside the skeleton's main area, in place of its wheel (drawn anew below it), so
  // nothing already on screen moves.
  const wheel = skeleton.querySelector('.boot-wheel')?.cloneNode(true);
  skeleton.classList.add('boot-main--banner');
  skeleton.replaceChildren(...(wheel ? [picture, wheel] : [picture]));
}
