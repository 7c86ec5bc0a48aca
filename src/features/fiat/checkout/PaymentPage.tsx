/** /fiat/payment: any channel's checkout, its form described by the server, and the order once placed. */
import { usePageTitle } from '../../../shell/use-page-title.ts';
import { FiatFrame } from '../FiatFrame.tsx';
import { Checkout } from './Checkout.tsx';
import { useT } from '../../../i18n/use-t.ts';

export default function PaymentPage() {
  const t = useT();
  const title = t('fiat.checkout.title');
  usePageTitle(title);
  return (
    <FiatFrame title={title}>
      <Checkout flow="generic" />
    </FiatFrame>
  );
}
