/**
 * Creating a key: label, permissions and optional IP whitelist, then a review of exactly what will
 * be created, confirmed with the PIN or Google code (the money-action kit); then the new secret,
 * shown once. Closing forgets it.
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { components } from '../../../generated/base.ts';
import { staleAfter } from './stale.ts';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { addKey, keyRefusals, keysHref } from './api-keys-api.ts';
import { KeyFields } from './KeyFields.tsx';
import { keyRequestOf, setPinHref, type Factor, type KeyRequest } from './key-rules.ts';
import { useKeyRows } from './key-review-rows.ts';
import { keySchema, type KeyValues } from './key-schema.ts';
import { SecretOnce } from './SecretOnce.tsx';
import { useT } from '../../i18n/use-t.ts';

interface CreateKeyDialogProps {
  open: boolean;
  factors: Factor[];
  onClose: () => void;
}

export function CreateKeyDialog({ open, factors, onClose }: CreateKeyDialogProps) {
  const t = useT();
  const formId = useId();
  const keyRows = useKeyRows();
  const form = useForm<KeyValues>({
    resolver: zodResolver(keySchema),
    defaultValues: { label: '', trade: false, withdraw: false, whitelist: '' },
  });
  const action = useMoneyAction<KeyRequest, components['schemas']['ApiKeyCreated'], KeyValues>({
    send: ({ request, proof }) => sendOperation(addKey, { body: { ...request, ...proof } }, keyRefusals),
    changes: staleAfter.apiKeys,
    recordsHref: keysHref(),
    factors,
    need: 'one',
    form,
    onUnknownClosed: onClose,
  });

  // The secret is dropped on close, so it is not left in the page once the dialog is shut.
  const created = action.phase === 'done' ? action.result : null;
  const close = () => {
    action.close();
    onClose();
  };
  const actions = created ? (
    <Button onClick={close}>{t('apiKeys.created.done')}</Button>
  ) : (
    <>
      <Button variant="ghost" onClick={close}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" form={formId}>
        {t('apiKeys.create.review')}
      </Button>
    </>
  );
  return (
    <Dialog
      open={open}
      title={t(created ? 'apiKeys.created.title' : 'apiKeys.create.title')}
      onClose={close}
      actions={actions}
    >
      {created ? (
        <SecretOnce created={created} />
      ) : (
        <form id={formId} onSubmit={form.handleSubmit((v) => action.review(keyRequestOf(v)))} noValidate>
          <MoneyRefusal action={action} />
          <KeyFields
            register={form.register}
            errors={{ label: action.fieldError('label'), whitelist: action.fieldError('whitelist') }}
          />
        </form>
      )}
      <MoneyReview
        action={action}
        title={t('apiKeys.create.reviewTitle')}
        rows={keyRows(action.request)}
        confirmLabel={t('apiKeys.create.submit')}
        setPinHref={setPinHref()}
        recordsLabel={t('apiKeys.checkKeys')}
      />
    </Dialog>
  );
}
