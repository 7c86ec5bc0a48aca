/**
 * Saving a withdrawal address: its label, coin, network, address and memo where the network needs
 * one, confirmed with the security PIN or the Google code. A refusal lands on its field.
 */
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useApiMutation } from '../../api/query.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { SecurityFactorFields } from '../../ui/SecurityFactorFields.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { staleAfter } from '../../data/stale.ts';
import { addAddress, addRefusals } from './address-book-api.ts';
import type { AssetCoin } from './assets-api.ts';
import { CoinPicker } from './CoinPicker.tsx';
import { NetworkChoice } from './NetworkChoice.tsx';
import { fitsNetwork } from './withdraw-rules.ts';

type Factor = 'pin' | 'google';
interface AddressValues {
  label: string;
  coin: string;
  chain: string;
  address: string;
  memo: string;
  factor: Factor | '';
  pin: string;
  googleCode: string;
}

interface AddAddressDialogProps {
  coins: ReadonlyMap<string, AssetCoin>;
  factors: Factor[];
  setPinHref: string;
  onClose: () => void;
  onSaved: (label: string) => void;
}

export function AddAddressDialog({ coins, factors, setPinHref, onClose, onSaved }: AddAddressDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const errorText = useApiErrorText();
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const add = useApiMutation(addAddress, { changes: staleAfter.addressBook, ignore: Object.keys(addRefusals) });
  const { register, handleSubmit, setValue, setError, clearErrors, control, formState } = useForm<AddressValues>({
    defaultValues: {
      label: '',
      coin: '',
      chain: '',
      address: '',
      memo: '',
      factor: factors[0] ?? '',
      pin: '',
      googleCode: '',
    },
  });
  const typed = useWatch({ control }) as AddressValues;
  const coin = coins.get(typed.coin);
  const chain = coin?.Chains.find((c) => c.Chain === typed.chain);
  const errorOf = (name: keyof AddressValues) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const submit = handleSubmit(async (v) => {
    clearErrors();
    setFormError(null);
    let ok = true;
    const refuse = (name: keyof AddressValues, id: string) => ((ok = false), setError(name, { message: id }));
    if (v.label.trim() === '') refuse('label', 'assets.book.error.label');
    if (!coin) refuse('coin', 'assets.book.error.coin');
    else if (!chain) refuse('chain', 'assets.withdraw.error.network');
    if (v.address.trim() === '') refuse('address', 'assets.withdraw.error.addressRequired');
    else if (chain && !fitsNetwork(v.address, chain)) refuse('address', 'assets.withdraw.error.addressFormat');
    if (v.factor === 'pin' && !/^\d{6}$/.test(v.pin)) refuse('pin', 'assets.book.error.pin');
    if (v.factor === 'google' && !/^\d{6}$/.test(v.googleCode)) refuse('googleCode', 'assets.book.error.google');
    if (!ok || !coin || !chain) return;
    const proof = v.factor === 'pin' ? { Pin: v.pin } : { GoogleCode: v.googleCode };
    const answer = await add.send({
      body: {
        CoinId: coin.CoinId,
        Chain: chain.Chain,
        Address: v.address.trim(),
        Label: v.label.trim(),
        ...(chain.NeedMemo && v.memo.trim() ? { Memo: v.memo.trim() } : {}),
        ...proof,
      },
    });
    if (answer.ok) return onSaved(answer.data.Label);
    const place = answer.error.kind === 'code' ? addRefusals[String(answer.error.code)] : undefined;
    if (place?.field) return setError(place.field, { message: place.id }, { shouldFocus: true });
    setFormError(place ? t(place.id) : errorText(answer.error));
  });

  const pickable = [...coins.values()].filter((c) => c.CanWithdraw).map((c) => ({ code: c.Code, name: c.Name }));
  return (
    <Dialog
      open
      title={t('assets.book.addTitle')}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('assets.bank.cancel')}
          </Button>
          {factors.length > 0 && (
            <Button type="submit" form={formId} busy={formState.isSubmitting}>
              {t('assets.book.save')}
            </Button>
          )}
        </>
      }
    >
      <form id={formId} className="assets-form" onSubmit={submit} noValidate>
        <FormAlert>{formError}</FormAlert>
        <TextField
          label={t('assets.book.label')}
          autoComplete="off"
          maxLength={40}
          field={register('label')}
          error={errorOf('label')}
        />
        <CoinPicker
          coins={pickable}
          value={typed.coin}
          onChange={(code) => (
            setValue('coin', code),
            setValue('chain', coins.get(code)?.Chains.length === 1 ? coins.get(code)!.Chains[0].Chain : '')
          )}
          error={errorOf('coin')}
        />
        {coin && (
          <NetworkChoice
            networks={coin.Chains.map((c) => ({ chain: c.Chain }))}
            value={typed.chain}
            onChange={(next) => setValue('chain', next)}
            error={errorOf('chain')}
          />
        )}
        <TextField
          label={t('assets.withdraw.address')}
          autoComplete="off"
          spellCheck={false}
          field={register('address')}
          error={errorOf('address')}
        />
        {chain?.NeedMemo && (
          <TextField label={t('assets.withdraw.memo')} autoComplete="off" maxLength={64} field={register('memo')} />
        )}
        <SecurityFactorFields
          factors={factors}
          chosen={typed.factor}
          setPinHref={setPinHref}
          fields={{ factor: register('factor'), pin: register('pin'), googleCode: register('googleCode') }}
          errors={{ pin: errorOf('pin'), googleCode: errorOf('googleCode') }}
        />
      </form>
    </Dialog>
  );
}
