/**
 * /fiat/PivotPay: Nigerian bank transfers and African mobile money through the generic checkout,
 * with the steps of the chosen way to pay; then the account to pay, the reference to quote and
 * the time left.
 */
import { usePageTitle } from '../../../shell/use-page-title.ts';
import { FiatFrame } from '../FiatFrame.tsx';
import type { PaymentSide } from '../payment-api.ts';
import { Checkout } from './Checkout.tsx';
import { useT } from '../../../i18n/use-t.ts';

function PivotPaySteps({ payType, side }: { payType: string; side: PaymentSide }) {
  const t = useT();
  const way = side === 'sell' ? 'sell' : payType === 'mobileMoney' ? 'mobileMoney' : 'bankTransfer';
  return (
    <section className="fiat-card fiat-steps" aria-label={t('fiat.pivotPay.stepsLabel')}>
      <ol>
        {[1, 2, 3].map((step) => (
          <li key={step}>{t(`fiat.pivotPay.${way}.${step}`)}</li>
        ))}
      </ol>
    </section>
  );
}

export default function PivotPayPage() {
  const t = useT();
  const title = t('fiat.pivotPay.title');
  usePageTitle(title);
  return (
    <FiatFrame title={title} lead={t('fiat.pivotPay.lead')}>
      <Checkout flow="generic" steps={(payType, side) => <PivotPaySteps payType={payType} side={side} />} />
    </FiatFrame>
  );
}
