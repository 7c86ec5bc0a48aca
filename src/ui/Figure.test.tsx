import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInLanguage } from '../../tests/setup/render-in-language.tsx';
import { Decimal } from '../lib/decimal.ts';
import { Figure } from './Figure.tsx';

const narrowSpace = '\u202f';
const noBreakSpace = '\u00a0';

describe('Figure', () => {
  it.each([
    ['en', '68,628.44'],
    ['fr', `68${narrowSpace}628,44`],
    ['zh-CN', '68,628.44'],
    ['zh-Hant', '68,628.44'],
  ] as const)('shows a price by the precision table in the %s page', (language, expected) => {
    const { container } = renderInLanguage(<Figure kind="price" value="68628.449" />, language);
    expect(container.textContent).toBe(expected);
  });

  it('shows a compact price with an M suffix', () => {
    const { container } = renderInLanguage(<Figure kind="price" value="52345678.9" compact unit="BTC" />, 'fr');
    expect(container.textContent).toBe(`52,34M${noBreakSpace}BTC`);
  });

  it.each([
    ['en', '0.12345678'],
    ['fr', '0,12345678'],
    ['zh-Hant', '0.12345678'],
  ] as const)('shows a coin amount truncated to its precision in the %s page', (language, expected) => {
    const { container } = renderInLanguage(
      <Figure kind="amount" value={new Decimal('0.123456789')} precision={8} />,
      language,
    );
    expect(container).toHaveTextContent(expected);
  });

  it.each([
    ['en', '≈ ₦105,234,567.89'],
    ['fr', `≈ 105${narrowSpace}234${narrowSpace}567,89${noBreakSpace}₦`],
    ['zh-CN', '≈ ₦105,234,567.89'],
  ] as const)('shows an approximate fiat value with its symbol in the %s page', (language, expected) => {
    const { container } = renderInLanguage(
      <Figure kind="fiat" value="105234567.899" currency="NGN" approx />,
      language,
    );
    expect(container.textContent).toBe(expected);
  });

  it.each([
    ['en', '+2.35%'],
    ['fr', `+2,35${noBreakSpace}%`],
    ['zh-CN', '+2.35%'],
  ] as const)('shows a percentage with its sign in the %s page', (language, expected) => {
    const { container } = renderInLanguage(<Figure kind="percent" value="2.35" />, language);
    expect(container.textContent).toBe(expected);
  });

  it('shows -- and no unit when there is no value', () => {
    const { container } = renderInLanguage(<Figure kind="amount" value={undefined} precision={8} unit="BTC" />);
    expect(container).toHaveTextContent(/^--$/);
  });

  it('uses digits of equal width', () => {
    const { container } = renderInLanguage(<Figure kind="price" value="1" />);
    expect(container.firstElementChild).toHaveClass('figure');
    expect(readFileSync(resolve(import.meta.dirname, 'figure.css'), 'utf8')).toMatch(
      /\.figure \{[^}]*font-variant-numeric: tabular-nums/,
    );
  });

  describe('tone', () => {
    it('colours a change by its own sign and always shows the sign', () => {
      const { container } = renderInLanguage(
        <>
          <Figure kind="amount" value="1.5" precision={2} tone="auto" />
          <Figure kind="percent" value="-1.12" tone="auto" />
        </>,
      );
      const [gain, loss] = container.querySelectorAll('.figure');
      expect(gain).toHaveClass('figure--up');
      expect(gain).toHaveTextContent('+1.50');
      expect(loss).toHaveClass('figure--down');
      expect(loss).toHaveTextContent('-1.12%');
    });

    it('gives no tone to zero or to a change too small to show', () => {
      const { container } = renderInLanguage(<Figure kind="percent" value="0.004" tone="auto" />);
      expect(container.firstElementChild).not.toHaveClass('figure--up');
      expect(container.firstElementChild).not.toHaveClass('figure--down');
      expect(container).toHaveTextContent(/^0\.00%$/);
    });

    it.each([
      ['en', 'up', '▲', 'up'],
      ['fr', 'down', '▼', 'en baisse'],
      ['zh-CN', 'up', '▲', '上涨'],
      ['zh-Hant', 'up', '▲', '上漲'],
    ] as const)(
      'marks a move the value does not show with an arrow and a word in %s',
      (language, tone, arrow, word) => {
        const { container } = renderInLanguage(<Figure kind="price" value="68628.44" tone={tone} />, language);
        expect(container.firstElementChild).toHaveClass(`figure--${tone}`);
        expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent(arrow);
        expect(container.querySelector('.visually-hidden')).toHaveTextContent(word);
      },
    );
  });

  it('shows a placeholder announced as loading, and no digits, while the value loads', () => {
    const { container } = renderInLanguage(<Figure kind="price" value="68628.44" loading />, 'fr');
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(container).not.toHaveTextContent(/\d/);
  });

  it('draws a value that comes as a box of its own, so the placeholder never changes width in place', () => {
    const { container, rerender } = renderInLanguage(<Figure kind="price" value="68628.44" loading />);
    const placeholder = container.firstElementChild;
    rerender(<Figure kind="price" value="68628.44" />);
    expect(container).toHaveTextContent('68,628.44');
    expect(container.firstElementChild).not.toBe(placeholder);
    expect(placeholder).not.toBeInTheDocument();
  });
});
