/**
 * Redeeming from a holding: the amount (Max is the principal), then a review of what is paid or,
 * for a fixed term ended early, what interest is given up and when the coins arrive; then one confirmation.
 */
import { useId, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCoins } from '../../data/coins.ts';
import { staleAfter } from './stale.ts';
import { toDecimal } from '../../lib/decimal.ts';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { AmountField } from '../../ui/AmountField.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { redeem, redeemRefusals, type Holding, type TradeRecord } from './earn-api.ts';
import { earlyWarnings, redeemFigures } from './redeem-figures.ts';
import { useT } from '../../i18n/use-t.ts';
import { usePageLanguage } from '../../i18n/use-page-language.ts';

interface RedeemValues {
  amount: string;
}

interface RedeemFlowProps {
  holding: Holding;
  onClose: () => void;
  onDone: (record: TradeRecord) => void;
  recordsHref: string;
}

export function RedeemFlow({ holding, onClose, onDone, recordsHref }: RedeemFlowProps) {
  const t = useT();
  const language = usePageLanguage();
  const formId = useId();
  const precision = useCoins().precisionOf(holding.CoinCode);
  const form = useForm<RedeemValues>({ defaultValues: { amount: '' } });
  const action = useMoneyAction<string, TradeRecord, RedeemValues>({
    send: ({ request }) =>
      sendOperation(redeem, { body: { HoldingId: holding.HoldingId, Amount: request } }, redeemRefusals),
    changes: staleAfter.earn,
    recordsHref,
    form,
    onDone,
    // The records say whether it went through; the same redemption is not offered again.
    onUnknownClosed: onClose,
  });
  const typed = useWatch({ control: form.control, name: 'amount' });
  const amount = action.request ?? typed;
  const figures = redeemFigures(holding, amount, precision);

  const review = (event: FormEvent) => {
    event.preventDefault();
    form.clearErrors();
    const value = toDecimal(typed);
    if (!value || value.lte(0)) return form.setError('amount', { message: 'earn.amount.required' });
    if (value.gt(holding.Principal)) return form.setError('amount', { message: 'earn.redeem.abovePrincipal' });
    action.review(typed);
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
    <Dialog
      open
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
        <MoneyRefusal action={action} />
        <p>
          {t('earn.redeem.holding', {
            principal: <CoinAmount amount={holding.Principal} coin={holding.CoinCode} key="principal" />,
            interest: <CoinAmount amount={holding.Interest} coin={holding.CoinCode} key="interest" />,
          })}
        </p>
        {holding.EarlyRedemption && <p className="earn-redeem__early">{t('earn.redeem.earlyNote')}</p>}
        <AmountField
          form={form}
          name="amount"
          label={t('earn.redeem.amount')}
          precision={precision}
          unit={holding.CoinCode}
          max={{ amount: holding.Principal }}
          error={action.fieldError('amount')}
        />
      </form>
      <MoneyReview
        action={action}
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
      />
    </Dialog>
  );
}
