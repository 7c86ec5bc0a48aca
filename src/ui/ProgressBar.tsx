/**
 * How far something has gone (a sale's sold share, a task's progress): a bar, with the percentage
 * written beside the label, so the bar's colour and length are never the only signal.
 */
import type { ReactNode } from 'react';
import { toDecimal, Decimal } from '../lib/decimal.ts';
import type { NumberValue } from '../lib/number-format/format.ts';
import { Figure } from './Figure.tsx';
import './progress-bar.css';

interface ProgressBarProps {
  /** What the bar measures ("Sold", "Progress"). */
  label: string;
  /** From 0 to 100; values outside are held at the ends. */
  percent: NumberValue;
  /** Shown under the bar, such as "3,200 / 5,000 USDT". */
  detail?: ReactNode;
  /** The thing is done: the bar says so with its own colour and a tick. */
  complete?: boolean;
}

export function ProgressBar({ label, percent, detail, complete = false }: ProgressBarProps) {
  const value = Decimal.min(100, Decimal.max(0, toDecimal(percent) ?? 0)).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return (
    <div className={complete ? 'ui-progress ui-progress--complete' : 'ui-progress'}>
      <div className="ui-progress__label">
        <span>{label}</span>
        <span>
          {complete && (
            <span className="ui-progress__tick" aria-hidden="true">
              ✓{' '}
            </span>
          )}
          <Figure kind="percent" value={value} sign="negative" />
        </span>
      </div>
      <div
        className="ui-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(value.toFixed())}
      >
        <span className="ui-progress__fill" style={{ width: `${value.toFixed()}%` }} />
      </div>
      {detail && <div className="ui-progress__detail">{detail}</div>}
    </div>
  );
}
