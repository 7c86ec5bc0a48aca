/** /invite (signed in): the customer's invite code and link to share, each copyable, and a QR code of the link. */
import { useApiQuery } from '../../api/query.ts';
import { brand, isSwitchOn } from '../../config/site-config.ts';
import { customerQuery } from '../../data/customer.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { CopyField } from './CopyField.tsx';
import { InviteQrCode } from './InviteQrCode.tsx';
import './invite.css';
import { useT } from '../../i18n/use-t.ts';

/** The address a friend registers at, with the code filled in. */
export const inviteLink = (code: string) => `${location.origin}/user/register?invite=${encodeURIComponent(code)}`;

export default function InvitePage() {
  const t = useT();
  const user = useApiQuery(customerQuery());
  return (
    <div className="page invite">
      <h1>{t('invite.title')}</h1>
      <p className="invite__intro">{t('invite.intro', { brand: brand().name })}</p>
      <Loaded query={user} empty="invite.none" isEmpty={(u) => !u.InviteCode}>
        {(u) => <InviteDetails code={u.InviteCode!} />}
      </Loaded>
    </div>
  );
}

function InviteDetails({ code }: { code: string }) {
  const t = useT();
  const link = inviteLink(code);
  return (
    <div className="invite__details">
      <div className="invite__fields">
        <CopyField label={t('invite.code')} copyLabel={t('invite.copyCode')} value={code} />
        <CopyField label={t('invite.link')} copyLabel={t('invite.copyLink')} value={link} />
        <p className="invite__how">{t('invite.how')}</p>
      </div>
      {isSwitchOn('qrCode') && <InviteQrCode link={link} />}
    </div>
  );
}
