/**
 * Renders the app's own tree for one address, as the browser's first render will draw it. Each
 * render is synchronous (React's renderToString): the module stores it reads (the site-config, the
 * language, the api clients) are set just before it, and no other request's render can run in
 * between. A render that asks for server data records what it asked for; the answers are fetched
 * (in parallel, for every request at once) and the page rendered again with them, until it asks
 * for nothing new.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ReactNode } from 'react';
import { SWRConfig, unstable_serialize, type Middleware, type State } from 'swr';
import { App } from '../app/App.tsx';
import { CallFailed } from '../api/query-cache.ts';
import type { ApiError } from '../api/call.ts';
import type { RenderHints } from '../api/query.ts';
import { listenToPageHead, type PageHeadParts } from '../lib/page-head.ts';
import { listenToPageParts, type PagePart } from '../lib/page-parts.ts';

/** An answer the page asked for, by its key (as the browser's cache keys it). */
export interface Answer {
  key: unknown;
  data?: unknown;
  error?: ApiError;
}

export interface RenderedApp {
  html: string;
  answers: Answer[];
  head: PageHeadParts;
  /** How often the page polls what it shows (prices), in ms: its HTML must not be held longer. */
  pollMs: number | null;
  /** The parts in chunks of their own the page drew (the footer, the home sections). */
  parts: PagePart[];
}

/** A render's settings: `install` sets the module stores for this request, `fetch` runs a load in its scope. */
export interface RenderScope {
  install: () => void;
  fetch: <T>(load: () => Promise<T>) => Promise<T>;
}

const mostPasses = 6;
/** A boundary left for the browser to render (code that was still loading). */
const leftForBrowser = '<!--$!-->';

type Load = { key: unknown; fetcher: () => Promise<unknown> };

function cacheOf(answers: Map<string, Answer>): Map<string, State> {
  const cache = new Map<string, State>();
  for (const [id, answer] of answers)
    cache.set(id, {
      data: answer.data,
      error: answer.error ? new CallFailed(answer.error) : undefined,
      isLoading: false,
      isValidating: false,
      _k: answer.key,
    } as State);
  return cache;
}

/** Bytes (a picture) are not carried in the page: the browser asks for them itself. */
const isBytes = (data: unknown) => typeof (data as Blob | null)?.arrayBuffer === 'function';

interface Pass {
  /** The shortest poll of the data the page shows. */
  poll: { ms: number | null };
  answers: Map<string, Answer>;
  /** Keys of bytes: asked for once, then left to the browser. */
  browserOnly: Set<string>;
  asked: Map<string, Load>;
  head: PageHeadParts;
  parts: Set<PagePart>;
}

function renderOnce(location: string, { poll, answers, browserOnly, asked, head, parts }: Pass) {
  const record: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const id = unstable_serialize(key);
    const every = typeof config.refreshInterval === 'number' ? config.refreshInterval : 0;
    if (key && every > 0) poll.ms = Math.min(poll.ms ?? every, every);
    // A paused load (it asks for nothing yet, in the browser too) and a chart's points are the browser's.
    const browsers = config.isPaused?.() === true || (config as RenderHints).chart === true;
    if (key && fetcher && !browsers && !answers.has(id) && !asked.has(id) && !browserOnly.has(id))
      asked.set(id, { key, fetcher: fetcher as () => Promise<unknown> });
    return useSWRNext(key, fetcher, config);
  };
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  listenToPageHead((said) => Object.assign(head, said));
  listenToPageParts((part) => parts.add(part));
  try {
    return renderToString(
      <SWRConfig value={{ provider: () => cacheOf(answers), use: [record] }}>
        <App Router={Router} />
      </SWRConfig>,
    );
  } finally {
    listenToPageHead(null);
    listenToPageParts(null);
  }
}

/** A little time for code a render asked for to come off the disk (once per process: it stays loaded). */
const codeWaitMs = 10;
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, codeWaitMs));

export async function renderApp(location: string, scope: RenderScope): Promise<RenderedApp> {
  const answers = new Map<string, Answer>();
  let html = '';
  let head: PageHeadParts = {};
  let parts = new Set<PagePart>();
  const skipped = new Set<string>();
  const poll = { ms: null as number | null };
  for (let pass = 0; pass < mostPasses; pass++) {
    const asked = new Map<string, Load>();
    head = {};
    parts = new Set();
    scope.install();
    html = renderOnce(location, { poll, answers, browserOnly: skipped, asked, head, parts });
    if (asked.size === 0 && !html.includes(leftForBrowser)) break;
    await Promise.all(
      [...asked].map(async ([id, load]) => {
        try {
          const data = await scope.fetch(load.fetcher);
          if (isBytes(data)) skipped.add(id);
          else answers.set(id, { key: load.key, data });
        } catch (failure) {
          const error: ApiError = failure instanceof CallFailed ? failure.error : { kind: 'network' };
          answers.set(id, { key: load.key, error });
        }
      }),
    );
    // Code a render asked for (a part of a page in its own chunk) is in by the next turn.
    if (asked.size === 0) await nextTurn();
  }
  return { html, answers: [...answers.values()], head, pollMs: poll.ms, parts: [...parts] };
}
