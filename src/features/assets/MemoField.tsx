/**
 * The memo (tag) of a withdrawal on a network that needs one. Emptying a memo that was there asks
 * first: many receiving exchanges cannot credit a deposit without it.
 */
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { WithdrawValues } from './withdraw-schema.ts';
import { useT } from '../../i18n/use-t.ts';

export function MemoField({ control, error }: { control: Control<WithdrawValues>; error?: string }) {
  const t = useT();
  const [removed, setRemoved] = useState<string | null>(null);
  return (
    <Controller
      name="memo"
      control={control}
      render={({ field }) => (
        <>
          <TextField
            label={t('assets.withdraw.memo')}
            hint={t('assets.withdraw.memoHint')}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            error={error}
            field={{
              ...field,
              onChange: (event) => {
                const next = event.target.value;
                if (next.trim() === '' && field.value.trim() !== '') setRemoved(field.value);
                field.onChange(next);
              },
            }}
          />
          <ConfirmDialog
            open={removed !== null}
            title={t('assets.withdraw.memoClearTitle')}
            text={t('assets.withdraw.memoClearText')}
            confirmLabel={t('assets.withdraw.memoClearConfirm')}
            onConfirm={() => setRemoved(null)}
            onCancel={() => {
              field.onChange(removed ?? '');
              setRemoved(null);
            }}
          />
        </>
      )}
    />
  );
}
