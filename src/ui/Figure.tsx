/**
 * The one way a number appears on screen, chosen by what it means (price, coin amount, fiat value,
 * percentage) and written in the page language, with digits of equal width so columns line up and
 * do not jitter as values update.
 */
import { useIntl } from 'react-intl';
import { showNumber, type FigureKind, type NumberValue } from '../lib/number-format/format.ts';
import { usePageLanguage } from '../i18n/use-page-language.ts';
import { noValue } from '../lib/number-format/price-precision.ts';
import './figure.css';

type FigureProps = FigureKind & {
  value: NumberValue;
  /** Shows a placeholder of a figure's size, announced as loading, instead of the value. */
  loading?: boolean;
  /**
   * Colours the figure up or down, never by colour alone. `auto`: from the value's own sign, which
   * is then always shown ("+2.35%"); zero has no tone. `up`/`down`: a move the value does not show
   * by itself (a price that ticked up), marked by an arrow and a word for screen readers.
   */
  tone?: 'auto' | 'up' | 'down';
  /** A code written after the number: "0.5 BTC". */
  unit?: string;
  /** Marks a value as approximate: "≈ ₦1,234.00". */
  approx?: boolean;
  className?: string;
};

const arrows = { up: '▲', down: '▼' } as const;

export function Figure({ value, loading = false, tone, unit, approx = false, className, ...kind }: FigureProps) {
  const intl = useIntl();
  const language = usePageLanguage();
  const classes = ['figure', className].filter(Boolean);
  // The placeholder and the value are different boxes (their keys): a value that comes is a box
  // appearing, never the placeholder's box changing width, which would move what is beside it.
  if (loading) {
    return (
      <span key="loading" className={[...classes, 'figure--loading'].join(' ')} aria-busy="true">
        <span className="figure__placeholder" aria-hidden="true" />
        <span className="visually-hidden">{intl.formatMessage({ id: 'common.loading' })}</span>
      </span>
    );
  }
  const figure: FigureKind = tone === 'auto' ? { ...kind, sign: 'always' } : kind;
  const shown = showNumber(value, language, figure);
  const direction = tone === 'auto' ? shown.direction : (tone ?? null);
  if (direction) classes.push(`figure--${direction}`);
  return (
    <span key="shown" className={classes.join(' ')}>
      {approx && '≈ '}
      {tone === 'up' || tone === 'down' ? (
        <>
          <span className="figure__arrow" aria-hidden="true">
            {arrows[tone]}
          </span>
          <span className="visually-hidden">{intl.formatMessage({ id: `ui.figure.${tone}` })} </span>
        </>
      ) : null}
      {shown.text}
      {unit && shown.text !== noValue ? `\u00a0${unit}` : null}
    </span>
  );
}
