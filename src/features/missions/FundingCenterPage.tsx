/**
 * /missionSystem/fundingCenter: the rewards the customer earned, their vouchers and bonuses with
 * what each is for and when it expires (filtered by type and status in the address), using one
 * after its review, and the history of rewards paid.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { searchParam } from '../../lib/search-params.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { BonusList, giveStatusFilters, giveTypeFilters } from './BonusList.tsx';
import { RewardSummary } from './RewardSummary.tsx';
import { TaskRecords } from './TaskRecords.tsx';
import { UseBonusReview, useBonusUse } from './UseBonusDialog.tsx';
import './missions.css';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

const fundingSearch = {
  type: searchParam.oneOf(giveTypeFilters, 'all'),
  status: searchParam.oneOf(giveStatusFilters, 'all'),
  page: searchParam.page(),
  records: searchParam.page(),
};

export default function FundingCenterPage() {
  const t = useT();
  usePageTitle(t('missions.funding.title'));
  const { values, set } = useSearchState(fundingSearch);
  const [done, setDone] = useState<string | null>(null);
  const use = useBonusUse(setDone);
  return (
    <div className="page missions">
      <Link className="missions__back" to={pagePath('missions')}>
        ← {t('missions.details.back')}
      </Link>
      <h1 className="missions__title">{t('missions.funding.title')}</h1>
      <p className="missions__lead">{t('missions.funding.lead')}</p>
      <FormAlert tone="success">{done}</FormAlert>
      <div className="funding-layout">
        <RewardSummary />
        <BonusList
          type={values.type}
          status={values.status}
          page={values.page}
          onFilter={set}
          onUse={(give) => {
            setDone(null);
            use.review(give);
          }}
        />
        <TaskRecords
          page={values.records}
          onPage={(records) => set({ records })}
          title={t('missions.funding.history')}
          empty={t('missions.funding.noHistory')}
        />
      </div>
      <UseBonusReview action={use} />
    </div>
  );
}
