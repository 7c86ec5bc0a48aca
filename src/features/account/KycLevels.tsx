/** The verification levels of the site: what each needs and how much it may withdraw a day. */
import { CoinAmount } from '../../shell/money.tsx';
import type { KycLevelSetting } from './account-api.ts';
import { useT } from '../../i18n/use-t.ts';

export function KycLevels({ levels }: { levels: KycLevelSetting[] }) {
  const t = useT();
  return (
    <section className="account-card" aria-labelledby="kyc-levels-title">
      <h2 id="kyc-levels-title">{t('account.kyc.levels.title')}</h2>
      <table className="account-table">
        <thead>
          <tr>
            <th scope="col">{t('account.kyc.levels.level')}</th>
            <th scope="col">{t('account.kyc.levels.requirements')}</th>
            <th scope="col" className="num">
              {t('account.kyc.levels.limit')}
            </th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => (
            <tr key={level.Level}>
              <th scope="row" data-label={t('account.kyc.levels.level')}>
                {level.Name}
              </th>
              <td data-label={t('account.kyc.levels.requirements')}>{level.Requirements}</td>
              <td data-label={t('account.kyc.levels.limit')} className="num">
                <CoinAmount amount={level.DailyWithdrawLimit} coin={level.LimitCoinCode} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
