/**
 * Changes a key's label, permissions and IP whitelist, after a review of exactly what will be saved
 * confirmed with the PIN or a Google code (the money-action kit); each change asks it again.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { staleAfter } from './stale.ts';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { keyRefusals, keysHref, modifyKey, type ApiKeyInfo } from './api-keys-api.ts';
import { KeyFields } from './KeyFields.tsx';
import { keyRequestOf, setPinHref, type Factor, type KeyRequest } from './key-rules.ts';
import { useKeyRows } from './key-review-rows.ts';
import { keySchema, type KeyValues } from './key-schema.ts';
import { useT } from '../../i18n/use-t.ts';

export function EditKeyForm({ apiKey, factors }: { apiKey: ApiKeyInfo; factors: Factor[] }) {
  const t = useT();
  const keyRows = useKeyRows();
  const form = useForm<KeyValues>({
    resolver: zodResolver(keySchema),
    defaultValues: {
      label: apiKey.Label,
      trade: apiKey.Permissions.includes('trade'),
      withdraw: apiKey.Permissions.includes('withdraw'),
      whitelist: apiKey.IpWhitelist.join('\n'),
    },
  });
  const action = useMoneyAction<KeyRequest, ApiKeyInfo, KeyValues>({
    send: ({ request, proof }) =>
      sendOperation(modifyKey, { body: { ApiKeyId: apiKey.ApiKeyId, ...request, ...proof } }, keyRefusals),
    changes: staleAfter.apiKeys,
    recordsHref: keysHref(),
    factors,
    need: 'one',
    form,
  });
  const saved = action.phase === 'done' && action.result;

  return (
    <>
      <form
        className="api-card edit-key"
        onSubmit={form.handleSubmit((v) => action.review(keyRequestOf(v)))}
        noValidate
      >
        <FormAlert tone="success">{saved ? t('apiKeys.edit.saved', { label: saved.Label }) : null}</FormAlert>
        <MoneyRefusal action={action} />
        <p className="edit-key__key">
          {t('apiKeys.field.apiKey')}: <code className="secret">{apiKey.ApiKey}</code>
        </p>
        <KeyFields
          register={form.register}
          errors={{ label: action.fieldError('label'), whitelist: action.fieldError('whitelist') }}
        />
        <p className="text-field__hint edit-key__note">{t('apiKeys.edit.whitelistNote')}</p>
        <Button type="submit">{t('apiKeys.edit.review')}</Button>
      </form>
      <MoneyReview
        action={action}
        title={t('apiKeys.edit.reviewTitle')}
        rows={keyRows(action.request)}
        confirmLabel={t('apiKeys.edit.submit')}
        setPinHref={setPinHref()}
        recordsLabel={t('apiKeys.checkKeys')}
      />
    </>
  );
}
