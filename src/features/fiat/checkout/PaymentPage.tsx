/** /fiat/payment: any channel's checkout, its form described by the server, and the order once placed. */
import { useIntl } from 'react-intl';
import { usePageTitle } from '../../../shell/use-page-title.ts';
import { FiatFrame } from '../FiatFrame.tsx';
import { Checkout } from './Checkout.tsx';

export default function PaymentPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'fiat.checkout.title' });
  usePageTitle(title);
  return (
    <FiatFrame title={title}>
      <Checkout flow="generic" />
    </FiatFrame>
  );
}
