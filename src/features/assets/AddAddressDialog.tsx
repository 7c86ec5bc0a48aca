/**
 * Saving a withdrawal address: its label, coin, network, address and memo where the network needs
 * one, then a review of exactly what will be saved, confirmed with the security PIN or the Google
 * code (the money-action kit). A refusal lands on its field; what was typed stays.
 */
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { staleAfter } from './stale.ts';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { addAddress, addRefusals, addressBookHref } from './address-book-api.ts';
import type { AssetCoin } from './assets-api.ts';
import { CoinPicker } from './CoinPicker.tsx';
import { NetworkChoice } from './NetworkChoice.tsx';
import type { SavedAddress } from './withdraw-api.ts';
import { fitsNetwork } from './withdraw-rules.ts';
import { useT } from '../../i18n/use-t.ts';

interface AddressValues {
  label: string;
  coin: string;
  chain: string;
  address: string;
  memo: string;
}

/** What is saved, as the review shows it and the call sends it. */
interface NewAddress {
  CoinId: number;
  Code: string;
  Chain: string;
  Address: string;
  Label: string;
  Memo?: string;
}

interface AddAddressDialogProps {
  coins: ReadonlyMap<string, AssetCoin>;
  factors: ('pin' | 'google')[];
  setPinHref: string;
  onClose: () => void;
  onSaved: (label: string) => void;
}

export function AddAddressDialog({ coins, factors, setPinHref, onClose, onSaved }: AddAddressDialogProps) {
  const t = useT();
  const formId = useId();
  const form = useForm<AddressValues>({
    defaultValues: { label: '', coin: '', chain: '', address: '', memo: '' },
  });
  const { register, handleSubmit, setValue, setError, clearErrors, control } = form;
  const action = useMoneyAction<NewAddress, SavedAddress, AddressValues>({
    send: ({ request: { Code: _code, ...body }, proof }) =>
      sendOperation(addAddress, { body: { ...body, ...proof } }, addRefusals),
    changes: staleAfter.addressBook,
    recordsHref: addressBookHref(),
    factors,
    need: 'one',
    form,
    onDone: (saved) => onSaved(saved.Label),
    onUnknownClosed: onClose,
  });
  const typed = useWatch({ control }) as AddressValues;
  const coin = coins.get(typed.coin);
  const chain = coin?.Chains.find((c) => c.Chain === typed.chain);

  const submit = handleSubmit((v) => {
    clearErrors();
    let ok = true;
    const refuse = (name: keyof AddressValues, id: string) => ((ok = false), setError(name, { message: id }));
    if (v.label.trim() === '') refuse('label', 'assets.book.error.label');
    if (!coin) refuse('coin', 'assets.book.error.coin');
    else if (!chain) refuse('chain', 'assets.withdraw.error.network');
    if (v.address.trim() === '') refuse('address', 'assets.withdraw.error.addressRequired');
    else if (chain && !fitsNetwork(v.address, chain)) refuse('address', 'assets.withdraw.error.addressFormat');
    if (!ok || !coin || !chain) return;
    const memo = v.memo.trim();
    action.review({
      CoinId: coin.CoinId,
      Code: coin.Code,
      Chain: chain.Chain,
      Address: v.address.trim(),
      Label: v.label.trim(),
      ...(chain.NeedMemo && memo ? { Memo: memo } : {}),
    });
  });

  const saving = action.request;
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
          <Button type="submit" form={formId}>
            {t('assets.book.review')}
          </Button>
        </>
      }
    >
      <form id={formId} className="assets-form" onSubmit={submit} noValidate>
        <MoneyRefusal action={action} />
        <TextField
          label={t('assets.book.label')}
          autoComplete="off"
          maxLength={40}
          field={register('label')}
          error={action.fieldError('label')}
        />
        <CoinPicker
          coins={pickable}
          value={typed.coin}
          onChange={(code) => (
            setValue('coin', code),
            setValue('chain', coins.get(code)?.Chains.length === 1 ? coins.get(code)!.Chains[0].Chain : '')
          )}
          error={action.fieldError('coin')}
        />
        {coin && (
          <NetworkChoice
            networks={coin.Chains.map((c) => ({ chain: c.Chain }))}
            value={typed.chain}
            onChange={(next) => setValue('chain', next)}
            error={action.fieldError('chain')}
          />
        )}
        <TextField
          label={t('assets.withdraw.address')}
          autoComplete="off"
          spellCheck={false}
          field={register('address')}
          error={action.fieldError('address')}
        />
        {chain?.NeedMemo && (
          <TextField label={t('assets.withdraw.memo')} autoComplete="off" maxLength={64} field={register('memo')} />
        )}
      </form>
      <MoneyReview
        action={action}
        title={t('assets.book.reviewTitle')}
        rows={
          saving
            ? [
                { label: t('assets.book.label'), value: saving.Label },
                { label: t('assets.form.coin'), value: saving.Code },
                { label: t('assets.form.network'), value: saving.Chain },
                {
                  label: t('assets.withdraw.address'),
                  value: <span className="assets-code">{saving.Address}</span>,
                  emphasis: true,
                },
                ...(saving.Memo
                  ? [{ label: t('assets.withdraw.memo'), value: <span className="assets-code">{saving.Memo}</span> }]
                  : []),
              ]
            : []
        }
        confirmLabel={t('assets.book.save')}
        setPinHref={setPinHref}
        recordsLabel={t('assets.book.checkBook')}
      />
    </Dialog>
  );
}
