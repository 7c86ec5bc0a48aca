/**
 * Shows what the error catalogue asks for: its dialogs (51001, 51038, 42011/42024/42025) and
 * one toast at a time, and moves to the page each dialog's button names. A chunk of its own
 * (EffectsSlot loads it); what came before it loaded waits in effects-buffer.ts.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ApiEffect } from '../api/effects.ts';
import { homeAfterDialogCodes } from '../api/error-catalogue.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { Toast } from '../ui/Toast.tsx';
import { attachEffectsHost } from './effects-buffer.ts';
import { loginHref, pagePath } from '../config/page-paths.ts';
import { useHasText, useT } from '../i18n/use-t.ts';

type DialogEffect = Extract<ApiEffect, { type: 'dialog' }>;

export default function EffectsHost() {
  const t = useT();
  const hasText = useHasText();
  const navigate = useNavigate();
  const location = useLocation();
  const [dialog, setDialog] = useState<DialogEffect | null>(null);
  const [toast, setToast] = useState<{ text: string; serial: number } | null>(null);

  useEffect(
    () =>
      attachEffectsHost((effect) => {
        if (effect.type === 'dialog') {
          setDialog(effect);
          if (homeAfterDialogCodes.has(String(effect.code))) navigate(pagePath('home'));
        }
        if (effect.type === 'toast') {
          const known = effect.code !== null && hasText(`code.${effect.code}`);
          const text =
            effect.message ?? (known ? t(`code.${effect.code}`) : t('code.unknown', { code: String(effect.code) }));
          setToast((previous) => ({ text, serial: (previous?.serial ?? 0) + 1 }));
        }
      }),
    [t, hasText, navigate],
  );

  const clearToast = useCallback(() => setToast(null), []);
  const returnPath = `${location.pathname}${location.search}`;
  const close = () => setDialog(null);
  const go = (to: string) => {
    setDialog(null);
    navigate(to);
  };

  return (
    <>
      <Toast key={toast?.serial ?? 0} message={toast?.text ?? null} onDone={clearToast} />
      {dialog && (
        <Dialog
          open
          title={t(dialog.dialog === 'verifyIdentity' ? 'dialog.verify.title' : 'dialog.important_hint')}
          onClose={close}
          actions={
            <>
              <Button variant="ghost" onClick={close}>
                {t('common.cancel')}
              </Button>
              {dialog.dialog === 'verifyIdentity' ? (
                <Button onClick={() => go(pagePath('accountVerification'))}>{t('dialog.verify.action')}</Button>
              ) : (
                <Button onClick={() => go(loginHref(returnPath))}>{t('dialog.to_login')}</Button>
              )}
            </>
          }
        >
          {dialog.dialog === 'notLoggedIn' && t('dialog.not_logged')}
          {dialog.dialog === 'verifyIdentity' && t('dialog.verify.text')}
          {dialog.dialog === 'sessionEnded' && (dialog.message || t(`code.${dialog.code}`))}
        </Dialog>
      )}
    </>
  );
}
