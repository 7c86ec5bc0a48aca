/**
 * /account/setting: security PIN, login password, phone, mail address (each a form in a dialog),
 * the order second-confirmation switch and the unique code. After each change the user info reloads.
 * A page that sent the customer here to set a PIN (`?return=/assets/withdraw#pin`) gets them back
 * once it is set.
 */
import { focusInView } from '../../ui/focus-in-view.ts';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { returnQueryPath } from '../../lib/return-path.ts';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { AccountFrame } from './AccountFrame.tsx';
import { EmailForm } from './EmailForm.tsx';
import { OrderConfirmSwitch } from './OrderConfirmSwitch.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { PhoneForm } from './PhoneForm.tsx';
import { PinForm } from './PinForm.tsx';
import { SettingSection } from './SettingSection.tsx';
import { UniqueCodeForm } from './UniqueCodeForm.tsx';
import { useAccountInfo } from './use-account-info.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { useT } from '../../i18n/use-t.ts';

type DialogId = 'pin' | 'password' | 'phone' | 'email';
const forms = { pin: PinForm, password: PasswordForm, phone: PhoneForm, email: EmailForm } as const;

export default function SettingsPage() {
  const t = useT();
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const returnTo = returnQueryPath(search);
  const { query, refresh } = useAccountInfo();
  const [dialog, setDialog] = useState<{ id: DialogId; round: number } | null>(null);
  const [open, setOpen] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);

  // A link such as /account/setting#pin (from the user info page) shows that item once it is drawn.
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (!loaded || !hash) return;
    const section = document.getElementById(hash.slice(1));
    if (section) focusInView(section, 'start');
  }, [hash, loaded]);

  const openDialog = (id: DialogId) => {
    setSuccess(null);
    setDialog((d) => ({ id, round: (d?.round ?? 0) + 1 }));
    setOpen(true);
  };
  const done = async (messageId: string) => {
    setOpen(false);
    setSuccess(t(messageId));
    await refresh();
    if (returnTo && dialog?.id === 'pin') navigate(returnTo);
  };

  const Form = dialog ? forms[dialog.id] : null;
  return (
    <AccountFrame title={t('account.settings.title')}>
      <FormAlert tone="success" takeFocus>
        {success}
      </FormAlert>
      <Loaded query={query}>
        {(user) => (
          <div className="settings">
            <SettingSection
              id="pin"
              title={t('account.pin.title')}
              state={t(user.HasPin ? 'account.state.set' : 'account.state.notSet')}
              text={t('account.pin.text')}
              action={
                <Button variant="secondary" onClick={() => openDialog('pin')}>
                  {t(user.HasPin ? 'account.pin.change' : 'account.pin.setAction')}
                </Button>
              }
            />
            <SettingSection
              id="password"
              title={t('account.password.section')}
              text={t('account.password.text')}
              action={
                <Button variant="secondary" onClick={() => openDialog('password')}>
                  {t('account.password.change')}
                </Button>
              }
            />
            <SettingSection
              id="phone"
              title={t('account.phone.title')}
              state={user.Phone ? `+${user.AreaCode ?? ''} ${user.Phone}` : t('account.state.notBound')}
              text={t('account.phone.text')}
              action={
                <Button variant="secondary" onClick={() => openDialog('phone')}>
                  {t(user.Phone ? 'account.phone.change' : 'account.phone.bind')}
                </Button>
              }
            />
            <SettingSection
              id="email"
              title={t('account.email.title')}
              state={user.Email ?? t('account.state.notBound')}
              text={t('account.email.text')}
              action={
                <Button variant="secondary" onClick={() => openDialog('email')}>
                  {t(user.Email ? 'account.email.change' : 'account.email.bind')}
                </Button>
              }
            />
            <SettingSection
              id="order-confirm"
              title={t('account.orderConfirm.title')}
              text={t('account.orderConfirm.text')}
            >
              <OrderConfirmSwitch on={user.OrderSecondConfirm} onDone={done} />
            </SettingSection>
            <SettingSection id="unique-code" title={t('account.uniqueCode.title')} text={t('account.uniqueCode.text')}>
              <UniqueCodeForm current={user.UniqueCode} onDone={done} />
            </SettingSection>
          </div>
        )}
      </Loaded>
      {Form && dialog && query.data && (
        <Form key={dialog.round} user={query.data} open={open} onClose={() => setOpen(false)} onDone={done} />
      )}
    </AccountFrame>
  );
}
