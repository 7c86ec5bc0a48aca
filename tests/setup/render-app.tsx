/**
 * Component tests: renders UI with what the app's start-up provides (site-config, api clients
 * talking to the sandbox through msw, session, English messages, a router), optionally signed in.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { createApiClients, installApi } from '../../src/api/clients.ts';
import { QueryProvider } from '../../src/api/query-cache.ts';
import { installSiteConfig } from '../../src/config/site-config.ts';
import { installLanguage } from '../../src/i18n/language-store.ts';
import type { SiteConfig } from '../../src/config/site-config.schema.ts';
import { shippedSiteConfig } from './route-table.ts';
import { apiSession, completeSignIn, endSession, startSession } from '../../src/session/session.ts';
import { setCookiePrefix } from '../../src/session/session-storage.ts';
import { demoCustomer, findCustomerByAccount } from '../../sandbox/state/customers.ts';
import { issueSession } from '../../sandbox/state/sessions.ts';
import type { Language } from '../../src/lib/language.ts';
import { sandbox } from './dom.ts';
import { allAreas, englishMessages, messagesOf } from './messages.ts';

export { englishMessages, shippedSiteConfig };

export interface AppOptions {
  /** The address the router starts at. */
  route?: string;
  /** Sign the demo customer in first. */
  signedIn?: boolean;
  /** Changes to the shipped site-config. */
  config?: (config: SiteConfig) => void;
  /** The page language (English unless told): its messages, number formats and the calls' language code. */
  language?: Language;
  /** False: share the app-wide cache (tests of what start-up asks for early); each render starts with an empty one otherwise. */
  freshCache?: boolean;
}

/** Installs config, api and session as start-up does; returns the signed-in token, if any. */
export function startApp(options: AppOptions = {}): string | null {
  const { signedIn = false, config } = options;
  const siteConfig = shippedSiteConfig();
  config?.(siteConfig);
  installSiteConfig(siteConfig);
  setCookiePrefix(siteConfig.brand.cookiePrefix);
  const language = options.language ?? 'en';
  installLanguage(language, language === 'en' ? englishMessages : messagesOf(language), allAreas);
  installApi(
    createApiClients(
      { api: '/sandbox/base', futuresApi: '/sandbox/futures', maintenance: '/sandbox/maintenance' },
      {
        session: apiSession,
        language: () => options.language ?? 'en',
        clientType: () => 0,
        deviceId: () => '00000000-0000-4000-8000-000000000001',
        timeoutMs: siteConfig.constants.requestTimeoutMs,
      },
    ),
  );
  endSession('logout');
  startSession();
  if (!signedIn) return null;
  const customer = findCustomerByAccount(sandbox.state.core.customers, demoCustomer.email)!;
  const session = issueSession(sandbox.state.core.sessions, customer.UserId);
  completeSignIn(
    { Token: session.token, RefreshToken: session.refreshToken },
    {
      HasPassedLoginValidation: true,
      UserId: customer.UserId,
      Phone: customer.Phone,
      Email: customer.Email,
      AreaCode: customer.AreaCode,
      UserType: customer.UserType,
    },
  );
  return session.token;
}

/** Where the router is, for tests that follow a navigation. */
export interface RouterProbe {
  location: Location;
}

function LocationProbe({ probe }: { probe: RouterProbe }) {
  probe.location = useLocation();
  return null;
}

/** Renders `ui` at `route` inside the app's providers (the data cache, messages, the declarative router). */
export function renderWithApp(ui: ReactElement, options: AppOptions = {}) {
  const token = startApp(options);
  const router = { location: { pathname: options.route ?? '/' } } as RouterProbe;
  const view = render(
    <QueryProvider fresh={options.freshCache ?? true}>
      <IntlProvider
        locale={options.language ?? 'en'}
        messages={options.language ? messagesOf(options.language) : englishMessages}
      >
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          <LocationProbe probe={router} />
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </QueryProvider>,
  );
  return { ...view, router, token };
}
