/**
 * Redeeming from a holding: the amount (Max is the principal), then a review of what is paid or,
 * for a fixed term ended early, what interest is given up and when the coins arrive; then one confirmation.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useApiMutation } from '../../api/query.ts';
import type { ApiError } from '../../api/call.ts';
import { useCoins } from '../../data/coins.ts';
import { defaultLanguage, normaliseLanguage } from '../../lib/language.ts';
import { toDecimal } from '../../lib/decimal.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { AmountInput } from '../../ui/AmountInput.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { ReviewDialog } from '../../ui/ReviewDialog.tsx';
import { earnChanges, redeem, redeemRefusalCodes, type Holding, type TradeRecord } from './earn-api.ts';
import { earlyWarnings, redeemFigures } from './redeem-figures.ts';

type Step = 'amount' | 'review' | 'unknown';

const refusalText = (error: ApiError): string | null =>
  error.kind === 'code' && (redeemRefusalCodes as readonly string[]).includes(String(error.code))
    ? `earn.refusal.${error.code}`
    : null;

interface RedeemFlowProps {
  holding: Holding;
  onClose: () => void;
  onDone: (record: TradeRecord) => void;
  recordsHref: string;
}

export function RedeemFlow({ holding, onClose, onDone, recordsHref }: RedeemFlowProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const language = normaliseLanguage(intl.locale) ?? defaultLanguage;
  const errorText = useApiErrorText();
  const formId = useId();
  const precision = useCoins().precisionOf(holding.CoinCode);
  const withdraw = useApiMutation(redeem, { changes: earnChanges, ignore: redeemRefusalCodes });
  const [amount, setAmount] = useState('');
  const [step, setStep] = useState<Step>('amount');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [reviewError, setReviewError] = useState<string | null>(null);
  const figures = redeemFigures(holding, amount, precision);
  // One redemption per review: a second Confirm landing after the first succeeded sends nothing.
  const armed = useRef(false);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const value = toDecimal(amount);
    if (!value || value.lte(0)) return setFieldError(t('earn.amount.required'));
    if (value.gt(holding.Principal)) return setFieldError(t('earn.redeem.abovePrincipal'));
    setReviewError(null);
    armed.current = true;
    setStep('review');
  };
  const confirm = async () => {
    if (!armed.current) return;
    armed.current = false;
    setReviewError(null);
    const answer = await withdraw.send({ body: { HoldingId: holding.HoldingId, Amount: amount } });
    if (answer.ok) return onDone(answer.data);
    if (answer.error.kind === 'timeout' || answer.error.kind === 'network') return setStep('unknown');
    armed.current = true;
    setReviewError(refusalText(answer.error) ? t(refusalText(answer.error)!) : errorText(answer.error));
  };

  const interestRow = holding.EarlyRedemption
    ? {
        label: t('earn.redeem.givenUp'),
        value: <CoinAmount amount={figures.givenUp.toFixed()} coin={holding.CoinCode} />,
      }
    : {
        label: t('earn.redeem.interestPaid'),
        value: <CoinAmount amount={figures.paid.toFixed()} coin={holding.CoinCode} />,
      };

  return (
    <>
      <Dialog
        open={step === 'amount'}
        title={t('earn.redeem.title', { product: holding.ProductName })}
        onClose={onClose}
        actions={
          <>
            <Button variant="ghost" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={formId}>
              {t('earn.redeem.review')}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={review} noValidate className="earn-redeem">
          <p>
            {intl.formatMessage(
              { id: 'earn.redeem.holding' },
              {
                principal: <CoinAmount amount={holding.Principal} coin={holding.CoinCode} key="principal" />,
                interest: <CoinAmount amount={holding.Interest} coin={holding.CoinCode} key="interest" />,
              },
            )}
          </p>
          {holding.EarlyRedemption && <p className="earn-redeem__early">{t('earn.redeem.earlyNote')}</p>}
          <AmountInput
            label={t('earn.redeem.amount')}
            value={amount}
            onChange={(next) => {
              setAmount(next);
              setFieldError(null);
            }}
            precision={precision}
            unit={holding.CoinCode}
            max={{ amount: holding.Principal }}
            error={fieldError ?? undefined}
          />
        </form>
      </Dialog>
      <ReviewDialog
        open={step === 'review' || step === 'unknown'}
        title={t(holding.EarlyRedemption ? 'earn.redeem.reviewEarly' : 'earn.redeem.reviewTitle')}
        rows={[
          { label: t('earn.review.product'), value: holding.ProductName },
          { label: t('earn.redeem.amount'), value: <CoinAmount amount={amount} coin={holding.CoinCode} /> },
          interestRow,
          {
            label: t('earn.redeem.receive'),
            value: <CoinAmount amount={figures.received.toFixed()} coin={holding.CoinCode} />,
            emphasis: true,
          },
          { label: t('earn.redeem.arrives'), value: t('earn.redeem.atOnce') },
        ]}
        warnings={earlyWarnings(holding, amount, figures, precision, language, t)}
        confirmLabel={t(holding.EarlyRedemption ? 'earn.redeem.confirmEarly' : 'earn.redeem.confirm')}
        onConfirm={confirm}
        onBack={() => setStep('amount')}
        error={reviewError}
        outcomeUnknown={step === 'unknown' ? { recordsHref, onClose } : null}
      />
    </>
  );
}
