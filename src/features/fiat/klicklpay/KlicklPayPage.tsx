/**
 * /fiat/klicklPay: buy with a card or a bank transfer, or sell to a bank account, through
 * KlicklPay. The order is created here and handed to KlicklPay from its status page.
 */
import { usePageTitle } from '../../../shell/use-page-title.ts';
import { Checkout } from '../checkout/Checkout.tsx';
import { FiatFrame } from '../FiatFrame.tsx';
import { KlicklPayHandOver } from './KlicklPayHandOver.tsx';
import { useT } from '../../../i18n/use-t.ts';

export default function KlicklPayPage() {
  const t = useT();
  const title = t('fiat.klicklPay.title');
  usePageTitle(title);
  return (
    <FiatFrame title={title} lead={t('fiat.klicklPay.lead')}>
      <Checkout flow="klicklPay" waiting={(order) => <KlicklPayHandOver order={order} />} />
    </FiatFrame>
  );
}
