/** One openapi-fetch client per backend host, built from the active environment's hosts. */
import createClient, { type Client } from 'openapi-fetch';
import type { paths as BasePaths } from '../../generated/base.ts';
import type { paths as FuturesPaths } from '../../generated/futures.ts';
import type { paths as MaintenancePaths } from '../../generated/maintenance.ts';
import type { ApiContext } from './context.ts';
import { absolute } from './host-url.ts';
import { createMiddleware } from './middleware.ts';
import { trackCall } from './calls-in-flight.ts';

export interface ApiClients {
  base: Client<BasePaths>;
  futures: Client<FuturesPaths>;
  maintenance: Client<MaintenancePaths>;
  /** The language code every call sends: answers differ by it, so query keys carry it. */
  language: () => string;
}

export interface ApiHosts {
  api: string;
  futuresApi: string;
  maintenance: string;
}

// openapi-fetch's own bound for a paths type.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
function client<P extends {}>(baseUrl: string, context: ApiContext): Client<P> {
  // Look fetch up at call time, so that test doubles installed later still see every call.
  const created = createClient<P>({
    baseUrl: absolute(baseUrl),
    fetch: (request) => trackCall(globalThis.fetch(request)),
  });
  created.use(createMiddleware(context));
  return created;
}

export function createApiClients(hosts: ApiHosts, context: ApiContext): ApiClients {
  return {
    base: client<BasePaths>(hosts.api, context),
    futures: client<FuturesPaths>(hosts.futuresApi, context),
    maintenance: client<MaintenancePaths>(hosts.maintenance, context),
    language: context.language,
  };
}

let current: ApiClients | null = null;

/** Installs the clients once at start-up (and in tests). */
export function installApi(clients: ApiClients): void {
  current = clients;
}

/** The clients every call goes through: `call(api().base.GET('/api/...'))`. */
export function api(): ApiClients {
  if (!current) throw new Error('The api clients are used before start-up installed them');
  return current;
}
