/**
 * A withdrawal to an address: the network, the address (typed or from the address book), the memo
 * where the network needs one, and the amount with Max; the fee, amount received and limits follow
 * the typing. Review sends nothing: on the money-action kit, the review applies and confirms.
 */
import { useMemo, useState } from 'react';
import { useForm, useFormState, useWatch, type Control, type Resolver } from 'react-hook-form';

import { zodResolver } from '@hookform/resolvers/zod';
import { useBalance } from '../../data/balances.ts';
import { useDisplayValue } from '../../data/display-value.ts';
import type { Decimal } from '../../lib/decimal.ts';
import { AmountField } from '../../ui/AmountField.tsx';
import { Button } from '../../ui/Button.tsx';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { staleAfter } from './stale.ts';
import type { SecurityFactor } from '../../lib/security-factors.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useLeaveGuard } from '../../ui/use-leave-guard.tsx';
import type { AssetCoin } from './assets-api.ts';
import { MemoField } from './MemoField.tsx';
import { NetworkChoice } from './NetworkChoice.tsx';
import { SavedAddressSelect } from './SavedAddressSelect.tsx';
import type { Withdrawal } from './withdraw-api.ts';
import { WithdrawFacts } from './WithdrawFacts.tsx';
import { withdrawLimits } from './withdraw-rules.ts';
import { emptyWithdrawal, withdrawSchema, type WithdrawValues } from './withdraw-schema.ts';
import { withdrawalSend } from './withdraw-send.ts';
import { WithdrawReview } from './WithdrawReview.tsx';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';
import { useFigureText } from '../../ui/figure-text.ts';

export interface CryptoWithdrawFormProps {
  coin: AssetCoin;
  account: { email: string; google: boolean };
  setPinHref: string;
  onDone: (withdrawal: Withdrawal | null) => void;
}

/** The fee, amount received and limits, redrawn as the amount is typed without redrawing the rest of the form. */
function FactsOfAmount({
  control,
  ...facts
}: Omit<Parameters<typeof WithdrawFacts>[0], 'amount'> & { control: Control<WithdrawValues> }) {
  const amount = useWatch({ control, name: 'amount' });
  return <WithdrawFacts amount={amount ?? ''} {...facts} />;
}

/** Asks before leaving a form something was typed in; its own part, so the first key redraws only this. */
function LeaveWhileTyped({ control, sending }: { control: Control<WithdrawValues>; sending: boolean }) {
  const { isDirty } = useFormState({ control });
  return useLeaveGuard(isDirty && !sending);
}

export function CryptoWithdrawForm({ coin, account, setPinHref, onDone }: CryptoWithdrawFormProps) {
  const t = useT();
  const figures = useFigureText();
  const { available } = useBalance(coin.Code);
  const { currency, valueOf } = useDisplayValue();
  const [askNoMemo, setAskNoMemo] = useState<WithdrawValues | null>(null);
  const only = coin.Chains.length === 1 ? coin.Chains[0].Chain : '';
  const settingOf = (name: string) => coin.Chains.find((c) => c.Chain === name);
  // The rules follow the network in the values being checked, so they are never a render behind.
  const resolver = useMemo<Resolver<WithdrawValues>>(
    () => (values, context, options) => {
      const setting = coin.Chains.find((c) => c.Chain === values.chain);
      return zodResolver(
        withdrawSchema({
          chain: setting,
          limits: setting ? withdrawLimits(coin, setting, available) : null,
          available,
        }),
      )(values, context, options);
    },
    [coin, available],
  );
  const start = { ...emptyWithdrawal, chain: only };
  const form = useForm<WithdrawValues>({ defaultValues: start, resolver });
  const { register, handleSubmit, setValue, control, formState, reset } = form;
  const factors: SecurityFactor[] = ['email', ...(account.google ? (['google'] as const) : []), 'pin'];
  const action = useMoneyAction<WithdrawValues, Withdrawal, WithdrawValues>({
    send: withdrawalSend(coin.CoinId, factors),
    changes: staleAfter.withdrawal,
    recordsHref: pagePath('assetsRecords', { query: { type: 'withdraw' } }),
    factors,
    need: 'all',
    form,
    onDone: (withdrawal) => (reset(start), onDone(withdrawal)),
    onUnknownClosed: () => (reset(start), onDone(null)),
  });
  const typedChain = useWatch({ control, name: 'chain' }) ?? '';
  const chain = settingOf(typedChain);
  const limits = chain ? withdrawLimits(coin, chain, available) : null;
  const open = coin.Chains.filter((c) => c.CanWithdraw);
  const reviewed = action.request ? settingOf(action.request.chain) : undefined;
  const reviewLimits = reviewed ? withdrawLimits(coin, reviewed, available) : null;

  const shown = (value: Decimal | undefined) => (value ? figures.amount(value, { precision: coin.Precision }) : '');
  const limitValues = () => ({
    coin: coin.Code,
    min: shown(limits?.min),
    max: shown(limits?.maxSingle),
    left: shown(limits?.dailyRemaining),
  });
  const approx = (amount: string) => {
    const value = valueOf(amount, coin.Code);
    return value ? figures.fiat(value, { currency }) : null;
  };

  // The dialogs hold forms of their own, so they sit beside this one, never inside it.
  return (
    <>
      <form
        className="assets-form"
        noValidate
        onSubmit={handleSubmit((values) => {
          if (settingOf(values.chain)?.NeedMemo && values.memo.trim() === '') setAskNoMemo(values);
          else action.review(values);
        })}
      >
        <MoneyRefusal action={action} />
        <NetworkChoice
          networks={coin.Chains.map((c) => ({
            chain: c.Chain,
            disabledReason: open.includes(c) ? undefined : t('assets.withdraw.paused'),
          }))}
          value={typedChain}
          onChange={(next) => setValue('chain', next, { shouldDirty: true })}
          error={action.fieldError('chain', limitValues())}
        />
        <SavedAddressSelect
          coinId={coin.CoinId}
          chain={typedChain}
          onPick={(saved) => {
            setValue('chain', saved.Chain, { shouldDirty: true });
            setValue('address', saved.Address, { shouldDirty: true, shouldValidate: formState.isSubmitted });
            setValue('memo', saved.Memo ?? '', { shouldDirty: true });
          }}
        />
        <TextField
          label={t('assets.withdraw.address')}
          autoComplete="off"
          spellCheck={false}
          field={register('address')}
          error={action.fieldError('address', limitValues())}
        />
        {chain?.NeedMemo && <MemoField control={control} error={action.fieldError('memo', limitValues())} />}
        <AmountField
          form={form}
          name="amount"
          label={t('assets.withdraw.amount')}
          precision={coin.Precision}
          unit={coin.Code}
          max={limits ? { amount: limits.max, afterFees: true } : undefined}
          approx={approx}
          hint={t('assets.withdraw.availableHint', {
            amount: shown(available ?? undefined) || '…',
            coin: coin.Code,
          })}
          error={action.fieldError('amount', limitValues())}
        />
        {limits && <FactsOfAmount control={control} limits={limits} code={coin.Code} precision={coin.Precision} />}
        <Button type="submit">{t('assets.withdraw.review')}</Button>
      </form>
      <WithdrawReview
        action={action}
        coin={{ code: coin.Code, precision: coin.Precision }}
        limits={reviewLimits}
        email={account.email}
        setPinHref={setPinHref}
      />
      <ConfirmDialog
        open={askNoMemo !== null}
        title={t('assets.withdraw.noMemoTitle')}
        text={t('assets.withdraw.memoClearText')}
        confirmLabel={t('assets.withdraw.noMemoConfirm')}
        onConfirm={() => {
          if (askNoMemo) action.review(askNoMemo);
          setAskNoMemo(null);
        }}
        onCancel={() => setAskNoMemo(null)}
      />
      <LeaveWhileTyped control={control} sending={['reviewing', 'sending', 'unknown'].includes(action.phase)} />
    </>
  );
}
