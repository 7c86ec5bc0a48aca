/**
 * /fiat/PivotPay: Nigerian bank transfers and African mobile money through the generic checkout,
 * with the steps of the chosen way to pay; then the account to pay, the reference to quote and
 * the time left.
 */
import { useIntl } from 'react-intl';
import { usePageTitle } from '../../../shell/use-page-title.ts';
import { FiatFrame } from '../FiatFrame.tsx';
import type { PaymentSide } from '../payment-api.ts';
import { Checkout } from './Checkout.tsx';

function PivotPaySteps({ payType, side }: { payType: string; side: PaymentSide }) {
  const intl = useIntl();
  const way = side === 'sell' ? 'sell' : payType === 'mobileMoney' ? 'mobileMoney' : 'bankTransfer';
  return (
    <section className="fiat-card fiat-steps" aria-label={intl.formatMessage({ id: 'fiat.pivotPay.stepsLabel' })}>
      <ol>
        {[1, 2, 3].map((step) => (
          <li key={step}>{intl.formatMessage({ id: `fiat.pivotPay.${way}.${step}` })}</li>
        ))}
      </ol>
    </section>
  );
}

export default function PivotPayPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'fiat.pivotPay.title' });
  usePageTitle(title);
  return (
    <FiatFrame title={title} lead={intl.formatMessage({ id: 'fiat.pivotPay.lead' })}>
      <Checkout flow="generic" steps={(payType, side) => <PivotPaySteps payType={payType} side={side} />} />
    </FiatFrame>
  );
}
