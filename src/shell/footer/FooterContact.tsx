/** Contact lines for business and customer support; the brand's addresses when the call gives none. */
import { brand } from '../../config/site-config.ts';
import { Loading } from '../../ui/LoadState.tsx';
import { contactLines, type ContactInfo, type ContactLine } from './contact.ts';
import { MailLink, withMailLinks } from './mail-links.tsx';
import { useT } from '../../i18n/use-t.ts';

export function FooterContact({ info, loading }: { info: ContactInfo | null; loading: boolean }) {
  const t = useT();
  if (loading) return <Loading className="footer__loading" />;
  const lines = contactLines(info, brand());
  const show = (line: ContactLine, label: string) =>
    line.kind === 'server'
      ? withMailLinks(line.text)
      : t(label, { email: <MailLink key="email" email={line.email} /> });
  return (
    <address className="footer__contact">
      <p data-contact="business">{show(lines.business, 'footer.contact.business')}</p>
      <p data-contact="support">{show(lines.support, 'footer.contact.support')}</p>
    </address>
  );
}
