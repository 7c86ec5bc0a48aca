/**
 * The one query cache of the app (TanStack Query). Defaults suit a customer's money: answers are
 * fresh on every mount (identical calls in flight are shared), reload when the tab regains focus,
 * and a failed load is not retried on its own (its catalogue message would repeat): the page's
 * retry button asks again.
 */
import { QueryClient, type Query } from '@tanstack/react-query';
import type { ApiError } from './call.ts';

/** A load that failed, as the query cache holds it. */
export class CallFailed extends Error {
  constructor(readonly error: ApiError) {
    super(`The call failed (${error.kind})`);
    this.name = 'CallFailed';
  }
}

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: CallFailed;
    /** `public`: not the customer's own data; kept when they sign out. */
    queryMeta: { public?: boolean };
  }
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 0, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

const customersOwn = (query: Query) => query.meta?.public !== true;

/** After sign-out: every cached answer that may belong to the customer goes, so nothing of theirs stays in memory. */
export function forgetCustomerData(): void {
  void queryClient.cancelQueries({ predicate: customersOwn });
  queryClient.removeQueries({ predicate: customersOwn });
  queryClient.getMutationCache().clear();
}
