import { useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryProvider } from '../api/query-cache.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { RouterBridge } from './navigation.ts';
import { AppRoutes } from './router.tsx';

/** The app; the page renderer gives it a router of its own for the address it renders. */
export function App({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  // The page is the app's now: it takes clicks and sends forms (src/lib/head-script.ts).
  useEffect(() => void delete document.documentElement.dataset.starting, []);
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
