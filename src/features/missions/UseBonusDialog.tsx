/** Asks before a bonus is used, says where it is paid, and keeps the dialog open with the refusal if it fails. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { reload } from '../../api/query-cache.ts';
import { useApiMutation } from '../../api/query.ts';
import { formatAmount } from '../../lib/number-format/format.ts';
import { useCoins } from '../../data/coins.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { bonusChanges, missionRefusalCodes, spendBonus, type Give } from './missions-api.ts';
import { useMissionRefusal } from './use-mission-refusal.ts';
import { usePageLanguage } from '../../i18n/use-page-language.ts';

interface UseBonusDialogProps {
  give: Give;
  open: boolean;
  onClose: () => void;
  onUsed: (text: string) => void;
}

export function UseBonusDialog({ give, open, onClose, onUsed }: UseBonusDialogProps) {
  const intl = useIntl();
  const language = usePageLanguage();
  const { precisionOf } = useCoins();
  const refusal = useMissionRefusal();
  const [error, setError] = useState<string | null>(null);
  const send = useApiMutation(spendBonus, { changes: bonusChanges, ignore: missionRefusalCodes, once: true });
  const amount = `${formatAmount(give.Amount, language, { precision: precisionOf(give.Coin) })}\u00a0${give.Coin}`;
  const where = intl.formatMessage({
    id: give.GiveType === 'positionBonus' ? 'missions.give.to.futures' : 'missions.give.to.spot',
  });

  const confirm = async () => {
    setError(null);
    const answer = await send.send({ body: { GiveId: give.GiveId } });
    if (answer.ok) return onUsed(intl.formatMessage({ id: 'missions.give.used' }, { amount, where }));
    if (answer.error.kind === 'code') void reload(bonusChanges);
    setError(refusal(answer.error));
  };

  return (
    <ConfirmDialog
      open={open}
      tone="primary"
      title={intl.formatMessage({ id: 'missions.give.confirmTitle' })}
      text={
        <p>{intl.formatMessage({ id: 'missions.give.confirmText' }, { name: give.GiveTypeName, amount, where })}</p>
      }
      confirmLabel={intl.formatMessage({ id: 'missions.give.use' })}
      onConfirm={confirm}
      onCancel={onClose}
      error={error}
    />
  );
}
