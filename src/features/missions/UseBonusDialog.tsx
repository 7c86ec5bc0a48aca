/**
 * Using a bonus through the money-action kit: the review says what is paid and where, the use is
 * sent once, a refusal (used or expired already) shows in the review, focused, and reloads the
 * bonuses; an answer that never comes is said not known and never sent again.
 */
import { staleAfter } from './stale.ts';
import { useCoins } from '../../data/coins.ts';
import { reload } from '../../api/query-cache.ts';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { missionRefusalTable, spendBonus, type Give } from './missions-api.ts';
import { pagePath } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';
import { useFigureText } from '../../ui/figure-text.ts';

/** What using a bonus pays and where, in words. */
function useBonusWords() {
  const t = useT();
  const figures = useFigureText();
  const { precisionOf } = useCoins();
  return (give: Give) => ({
    amount: figures.amount(give.Amount, { precision: precisionOf(give.Coin), unit: give.Coin }),
    where: t(give.GiveType === 'positionBonus' ? 'missions.give.to.futures' : 'missions.give.to.spot'),
  });
}

/** The action of using a bonus: `review(give)` opens its review; `onUsed` gets the sentence saying what was paid. */
export function useBonusUse(onUsed: (text: string) => void) {
  const t = useT();
  const words = useBonusWords();
  return useMoneyAction<Give, unknown>({
    send: async ({ request }) => {
      const outcome = await sendOperation(spendBonus, { body: { GiveId: request.GiveId } }, missionRefusalTable);
      // A refusal means the page was behind (the bonus used or expired already).
      if (outcome.kind === 'refused') void reload(staleAfter.bonusUse);
      return outcome;
    },
    changes: staleAfter.bonusUse,
    recordsHref: pagePath('fundingCenter'),
    onDone: (_, give) => onUsed(t('missions.give.used', words(give))),
  });
}

export function UseBonusReview({ action }: { action: ReturnType<typeof useBonusUse> }) {
  const t = useT();
  const words = useBonusWords();
  const give = action.request;
  const paid = give ? words(give) : null;
  return (
    <MoneyReview
      action={action}
      title={t('missions.give.confirmTitle')}
      rows={
        give && paid
          ? [
              { label: t('missions.give.type'), value: give.GiveTypeName },
              { label: t('missions.give.amount'), value: paid.amount, emphasis: true },
            ]
          : []
      }
      warnings={give && paid ? [t('missions.give.confirmText', { name: give.GiveTypeName, ...paid })] : []}
      confirmLabel={t('missions.give.use')}
      recordsLabel={t('missions.funding.title')}
    />
  );
}
