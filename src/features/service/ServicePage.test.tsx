import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, shippedSiteConfig } from '../../../tests/setup/render-app.tsx';
import { installSiteConfig } from '../../config/site-config.ts';
import { setLanguage } from '../../i18n/language-store.ts';
import ServicePage from './ServicePage.tsx';

beforeEach(async () => {
  installSiteConfig(shippedSiteConfig());
  await setLanguage('en');
  window.innerWidth = 1280;
});

describe('ServicePage', () => {
  it('shows the document of the address and moves to another through the list', async () => {
    const { router } = renderWithApp(<ServicePage />, { route: '/service?type=privacy' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Anti-Money Laundering Policy' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Anti-Money Laundering Policy' })).toBeInTheDocument();
    expect(router.location.search).toBe('?id=4');
  });

  it('says an unknown document does not exist and keeps the list to choose from', async () => {
    renderWithApp(<ServicePage />, { route: '/service?id=999' });
    expect(await screen.findByText('This document does not exist. Choose one from the list.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/service?id=1');
  });

  it('offers the documents as a select on a phone, which changes the address', async () => {
    window.innerWidth = 390;
    const { router } = renderWithApp(<ServicePage />, { route: '/service' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms of Use' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Documents' }), 'Risk Disclosure');
    expect(await screen.findByRole('heading', { level: 2, name: 'Risk Disclosure' })).toBeInTheDocument();
    expect(router.location.search).toBe('?id=3');
  });
});
