import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { installSiteConfig } from '../../config/site-config.ts';
import { currentLanguage, setLanguage } from '../../i18n/language-store.ts';
import { renderWithApp, shippedSiteConfig } from '../../../tests/setup/render-app.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';

beforeEach(async () => {
  installSiteConfig(shippedSiteConfig());
  await setLanguage('en');
});
afterEach(async () => {
  await setLanguage('en');
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name));
});

const languageList = () => screen.getByRole('combobox', { name: 'Language' });
const offered = () => screen.getAllByRole('option').map((option) => [option.textContent, option.getAttribute('lang')]);

describe('the language list', () => {
  it('is named for assistive technology, offers the selectable languages in their own words, and switches on a pick', async () => {
    const user = userEvent.setup();
    renderWithApp(<LanguageSelect />);
    expect(languageList()).toHaveValue('en');
    expect(offered()).toEqual([
      ['English', 'en'],
      ['Français', 'fr'],
    ]);
    await user.selectOptions(languageList(), 'Français');
    await waitFor(() => expect(currentLanguage()).toBe('fr'));
    expect(languageList()).toHaveValue('fr');
  });

  it('keeps the page language in the list when the site does not offer it', async () => {
    await setLanguage('zh-Hant');
    renderWithApp(<LanguageSelect />);
    expect(languageList()).toHaveValue('zh-Hant');
    expect(offered()).toEqual([
      ['繁體中文', 'zh-Hant'],
      ['English', 'en'],
      ['Français', 'fr'],
    ]);
  });
});
