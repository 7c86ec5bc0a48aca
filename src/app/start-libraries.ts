/**
 * The libraries start-up uses (built into a chunk of their own: build/start-chunk.ts). The entry
 * imports this module, in a task of its own, before the app's start-up code, so neither makes one
 * long task of its own evaluation on a slow phone.
 */
export { createActor } from 'xstate';
export { BrowserRouter } from 'react-router';
export { IntlProvider } from 'react-intl';
export { default as useSWR } from 'swr';
export { default as createClient } from 'openapi-fetch';
