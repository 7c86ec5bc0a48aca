/** /invite (signed in): the customer's invite code and link to share, each copyable, and a QR code of the link. */
import { useIntl } from 'react-intl';
import { api } from '../../api/clients.ts';
import { call, type ApiError } from '../../api/call.ts';
import { errorMessage } from '../../api/error-message.ts';
import { useCall } from '../../api/use-call.ts';
import { brand, isSwitchOn } from '../../config/site-config.ts';
import { Empty, LoadError, Loading } from '../../ui/LoadState.tsx';
import { CopyField } from './CopyField.tsx';
import { InviteQrCode } from './InviteQrCode.tsx';
import './invite.css';

/** The address a friend registers at, with the code filled in. */
export const inviteLink = (code: string) => `${location.origin}/user/register?invite=${encodeURIComponent(code)}`;

export default function InvitePage() {
  const intl = useIntl();
  const failure = (error: ApiError) => {
    const message = errorMessage(error);
    return intl.formatMessage({ id: message.id }, message.values);
  };
  const user = useCall(() => call(api().base.GET('/api/idcm/customer/Customer/GetCustomerWithBaseResponse')), []);
  return (
    <div className="page invite">
      <h1>{intl.formatMessage({ id: 'invite.title' })}</h1>
      <p className="invite__intro">{intl.formatMessage({ id: 'invite.intro' }, { brand: brand().name })}</p>
      {user.status === 'loading' && <Loading />}
      {user.status === 'error' && <LoadError message={failure(user.error)} onRetry={user.reload} />}
      {user.status === 'ok' && (user.data.InviteCode ? <InviteDetails code={user.data.InviteCode} /> : <Empty message={intl.formatMessage({ id: 'invite.none' })} />)}
    </div>
  );
}

function InviteDetails({ code }: { code: string }) {
  const intl = useIntl();
  const link = inviteLink(code);
  return (
    <div className="invite__details">
      <div className="invite__fields">
        <CopyField label={intl.formatMessage({ id: 'invite.code' })} copyLabel={intl.formatMessage({ id: 'invite.copyCode' })} value={code} />
        <CopyField label={intl.formatMessage({ id: 'invite.link' })} copyLabel={intl.formatMessage({ id: 'invite.copyLink' })} value={link} />
        <p className="invite__how">{intl.formatMessage({ id: 'invite.how' })}</p>
      </div>
      {isSwitchOn('qrCode') && <InviteQrCode link={link} />}
    </div>
  );
}
