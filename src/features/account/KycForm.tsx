/**
 * The identity form: country (those not served are shown, disabled, with the reason), name, the
 * document type the country accepts, its number, and the pictures; reviewed, then sent once with
 * CommitVerifyIdentity (the money-action kit).
 */
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { InitOf } from '../../api/operation.ts';
import { staleAfter } from './stale.ts';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { CustomerCertified, KycCountry } from './account-api.ts';
import { identityRefusals, submitIdentity, verificationHref } from './account-change.ts';
import { DocumentUpload } from './DocumentUpload.tsx';
import { documentKindsFor, documentTypesOf, type IdType } from './kyc-rules.ts';
import { identitySchema, startingValues, type IdentityValues } from './kyc-schema.ts';
import { useT } from '../../i18n/use-t.ts';

type Identity = InitOf<typeof submitIdentity>['body'];
const fileFields = { front: 'frontFileId', back: 'backFileId', selfie: 'selfieFileId' } as const;

interface KycFormProps {
  countries: KycCountry[];
  /** A rejected submission, whose details start the new one (its pictures must be sent again). */
  previous: CustomerCertified | null;
  onSubmitted: (certified: CustomerCertified) => void;
}

export function KycForm({ countries, previous, onSubmitted }: KycFormProps) {
  const t = useT();
  const form = useForm<IdentityValues>({
    resolver: zodResolver(identitySchema),
    defaultValues: startingValues(countries, previous),
  });
  const { register, handleSubmit, setValue, control, formState } = form;
  const action = useMoneyAction<Identity, CustomerCertified, IdentityValues>({
    send: ({ request }) => sendOperation(submitIdentity, { body: request }, identityRefusals),
    changes: staleAfter.identity,
    recordsHref: verificationHref(),
    form,
    onDone: onSubmitted,
  });
  const [countryCode, idType] = useWatch({ control, name: ['country', 'idType'] });
  const country = countries.find((c) => c.Code === countryCode);
  const types = documentTypesOf(country);

  // Another document needs its own pictures: a change of country or document type clears them.
  const clearDocuments = () => Object.values(fileFields).forEach((field) => setValue(field, ''));
  const countryField = register('country', {
    onChange: (e) => {
      setValue('idType', documentTypesOf(countries.find((c) => c.Code === e.target.value))[0] ?? '');
      clearDocuments();
    },
  });
  const submit = handleSubmit((v) =>
    action.review({
      Country: v.country,
      FirstName: v.firstName,
      LastName: v.lastName,
      IdType: v.idType as IdType,
      IdNumber: v.idNumber,
      FrontFileId: v.frontFileId,
      SelfieFileId: v.selfieFileId,
      ...(v.idType === 'passport' ? {} : { BackFileId: v.backFileId }),
    }),
  );
  const sent = action.request;

  return (
    <>
      <form className="kyc-form" onSubmit={submit} noValidate>
        <MoneyRefusal action={action} />
        <SelectField
          label={t('account.kyc.form.countryLabel')}
          placeholder={t('account.kyc.form.choose')}
          options={countries.map((c) => ({
            value: c.Code,
            label: c.KycSupported ? c.Name : t('account.kyc.form.unsupported', { country: c.Name }),
            disabled: !c.KycSupported,
          }))}
          hint={t('account.kyc.form.unsupportedHint')}
          error={action.fieldError('country')}
          field={countryField}
        />
        <div className="field-pair">
          <TextField
            label={t('account.kyc.form.firstName')}
            autoComplete="given-name"
            field={register('firstName')}
            error={action.fieldError('firstName')}
          />
          <TextField
            label={t('account.kyc.form.lastName')}
            autoComplete="family-name"
            field={register('lastName')}
            error={action.fieldError('lastName')}
          />
        </div>
        <div className="field-pair">
          <SelectField
            label={t('account.kyc.form.idTypeLabel')}
            placeholder={types.length === 0 ? t('account.kyc.form.chooseCountryFirst') : undefined}
            options={types.map((type) => ({ value: type, label: t(`account.kyc.idType.${type}`) }))}
            disabled={types.length === 0}
            error={action.fieldError('idType')}
            field={register('idType', { onChange: clearDocuments })}
          />
          <TextField
            label={t('account.kyc.form.idNumber')}
            autoComplete="off"
            field={register('idNumber')}
            error={action.fieldError('idNumber')}
          />
        </div>
        <fieldset className="kyc-form__documents">
          <legend>{t('account.kyc.form.documents')}</legend>
          {documentKindsFor(idType).map((kind) => (
            <DocumentUpload
              key={`${idType}-${kind}`}
              kind={kind}
              error={action.fieldError(fileFields[kind])}
              onUploaded={(fileId) => setValue(fileFields[kind], fileId, { shouldValidate: formState.isSubmitted })}
            />
          ))}
        </fieldset>
        <Button type="submit">{t('account.continue')}</Button>
      </form>
      <MoneyReview
        action={action}
        title={t('account.kyc.review.title')}
        rows={
          sent
            ? [
                {
                  label: t('account.kyc.form.countryLabel'),
                  value: countries.find((c) => c.Code === sent.Country)?.Name ?? sent.Country,
                },
                { label: t('account.kyc.review.name'), value: `${sent.FirstName} ${sent.LastName}`, emphasis: true },
                { label: t('account.kyc.form.idTypeLabel'), value: t(`account.kyc.idType.${sent.IdType}`) },
                { label: t('account.kyc.form.idNumber'), value: sent.IdNumber },
              ]
            : []
        }
        confirmLabel={t('account.kyc.form.submit')}
        recordsLabel={t('account.kyc.review.checkStatus')}
      />
    </>
  );
}
