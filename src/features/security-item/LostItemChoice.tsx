/** Step 1, second screen: which bound item is lost (only the items this account has are offered). */
import { brand } from '../../config/site-config.ts';
import { Button } from '../../ui/Button.tsx';
import { SecurityItemFlow, useFlowContext } from './security-item-flow.ts';
import { itemInTextId, itemNameId } from './security-item-text.ts';
import { boundItems, type BindInfo, type SecurityItem } from './security-item-types.ts';
import { useT } from '../../i18n/use-t.ts';

/** What the customer sees of a bound item: masked, as the server answered it. */
function maskedItem(info: BindInfo, item: SecurityItem): string | null {
  if (item === 'phone') return `+${info.AreaCode ?? ''} ${info.Phone ?? ''}`;
  if (item === 'email') return info.Email;
  return null;
}

export function LostItemChoice() {
  const t = useT();
  const flow = SecurityItemFlow.useActorRef();
  const info = useFlowContext((c) => c.bindInfo)!;
  return (
    <>
      <h2 tabIndex={-1}>{t('securityItem.choose.title')}</h2>
      <p>{t('securityItem.choose.text')}</p>
      <ul className="security-item__choices">
        {boundItems(info).map((item) => (
          <li key={item}>
            <button type="button" className="security-item__choice" onClick={() => flow.send({ type: 'CHOOSE', item })}>
              <span className="security-item__choice-name">{t(itemNameId(item))}</span>{' '}
              {maskedItem(info, item) && <span className="security-item__choice-detail">{maskedItem(info, item)}</span>}
            </button>
          </li>
        ))}
      </ul>
      <div className="security-item__actions">
        <Button variant="secondary" onClick={() => flow.send({ type: 'BACK' })}>
          {t('common.back')}
        </Button>
      </div>
    </>
  );
}

/** The lost item is the only one bound: nothing is left to prove the account, so support helps. */
export function NoOtherItem() {
  const t = useT();
  const flow = SecurityItemFlow.useActorRef();
  const lost = useFlowContext((c) => c.lost)!;
  const support = brand().supportEmail;
  return (
    <>
      <h2 tabIndex={-1}>{t('securityItem.noOther.title')}</h2>
      <p>{t('securityItem.noOther.text', { item: t(itemInTextId(lost)) })}</p>
      <p>
        {t('securityItem.noOther.support')} <a href={`mailto:${support}`}>{support}</a>
      </p>
      <div className="security-item__actions">
        <Button variant="secondary" onClick={() => flow.send({ type: 'BACK' })}>
          {t('common.back')}
        </Button>
      </div>
    </>
  );
}
