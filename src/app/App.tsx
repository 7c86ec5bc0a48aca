import { useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryProvider } from '../api/query-cache.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { RouterBridge } from './navigation.ts';
import { AppRoutes } from './router.tsx';
import { pageTakenOver } from '../lib/page-taken-over.ts';

/** The app; the page renderer gives it a router of its own for the address it renders. */
export function App({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  useEffect(pageTakenOver, []);
  return (
    <I18nProvider>
      <QueryProvider>
        <Router>
          <RouterBridge />
          <AppRoutes />
        </Router>
      </QueryProvider>
    </I18nProvider>
  );
}
