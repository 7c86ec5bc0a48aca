/** What the customer has earned from missions: the total value, each coin when there are several, and the bonuses still to use. */
import { useApiQuery } from '../../api/query.ts';
import { CoinAmount, DisplayValue } from '../../shell/money.tsx';
import { Loaded } from '../../shell/Loaded.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { taskAssetsQuery, type TaskAssets } from './missions-api.ts';
import { useT } from '../../i18n/use-t.ts';

export function RewardSummary() {
  const t = useT();
  const assets = useApiQuery(taskAssetsQuery());
  return (
    <section className="task-panel reward-summary" aria-labelledby="reward-summary-title">
      <h2 id="reward-summary-title">{t('missions.funding.summary')}</h2>
      <Loaded query={assets} empty="missions.funding.noRewards" isEmpty={() => false} loading={<Skeleton lines={3} />}>
        {(data: TaskAssets) => (
          <div className="reward-summary__grid">
            <div>
              <p className="reward-summary__label">{t('missions.funding.total')}</p>
              <p className="reward-summary__total">
                <CoinAmount amount={data.TotalUsdt} coin="USDT" />
                <DisplayValue amount={data.TotalUsdt} coin="USDT" />
              </p>
              {data.Rewards.length === 0 ? (
                <p className="reward-summary__none">{t('missions.funding.noRewards')}</p>
              ) : (
                data.Rewards.length > 1 && (
                  <ul className="reward-summary__coins" aria-label={t('missions.funding.perCoin')}>
                    {data.Rewards.map((reward) => (
                      <li key={reward.Coin}>
                        <CoinAmount amount={reward.Amount} coin={reward.Coin} />
                      </li>
                    ))}
                  </ul>
                )
              )}
            </div>
            <div>
              <p className="reward-summary__label">{t('missions.funding.unused', { count: data.UnusedBonusCount })}</p>
              <ul className="reward-summary__coins">
                {data.UnusedBonuses.map((group) => (
                  <li key={`${group.GiveType}-${group.Coin}`}>
                    {t('missions.funding.group', { name: group.GiveTypeName, count: group.Count })}{' '}
                    <CoinAmount amount={group.Amount} coin={group.Coin} />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </Loaded>
    </section>
  );
}
