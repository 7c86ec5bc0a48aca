/** One product: its yield and what it depends on, term, limits, quota, rules, and the subscription form. */
import { useMemo } from 'react';
import { useApiQuery } from '../../api/query.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { useSignedIn } from '../../session/hooks.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { Button } from '../../ui/Button.tsx';
import { LoadError } from '../../ui/LoadState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { productQuery } from './earn-api.ts';
import { customerRoom } from './earn-rules.ts';
import { Limit } from './Limit.tsx';
import { QuotaMeter } from './QuotaMeter.tsx';
import { SubscribeForm } from './SubscribeForm.tsx';
import { TermText } from './TermText.tsx';
import { YieldText } from './YieldText.tsx';
import { useT } from '../../i18n/use-t.ts';

export function ProductDetail({ productId, onBack }: { productId: number; onBack: () => void }) {
  const t = useT();
  const errorText = useApiErrorText();
  const signedIn = useSignedIn();
  const product = useApiQuery(productQuery(productId));
  const rules = useMemo(() => (product.data ? sanitizeHtml(product.data.RulesHtml) : ''), [product.data]);
  const back = (
    <Button variant="ghost" className="earn-detail__back" onClick={onBack}>
      ← {t('earn.detail.back')}
    </Button>
  );

  if (product.isError) {
    const missing = product.error.kind === 'code' && String(product.error.code) === '10004';
    return (
      <section className="earn-detail">
        {back}
        {missing ? (
          <p role="alert">{t('earn.detail.missing')}</p>
        ) : (
          <LoadError message={errorText(product.error)} onRetry={() => void product.refetch()} />
        )}
      </section>
    );
  }
  if (!product.data) {
    return (
      <section className="earn-detail" aria-busy="true">
        {back}
        <Skeleton lines={8} />
      </section>
    );
  }
  const p = product.data;
  return (
    <section className="earn-detail" aria-labelledby="earn-detail-title">
      {back}
      <h2 id="earn-detail-title">{p.Name}</h2>
      <div className="earn-detail__grid">
        <dl className="earn-facts">
          <div>
            <dt>{t('earn.product.yield')}</dt>
            <dd>
              <YieldText product={p} coin={p.CoinCode} />
            </dd>
          </div>
          <div>
            <dt>{t('earn.product.term')}</dt>
            <dd>
              <TermText product={p} />
            </dd>
          </div>
          <div>
            <dt>{t('earn.detail.min')}</dt>
            <dd>
              <Limit amount={p.MinAmount} coin={p.CoinCode} />
            </dd>
          </div>
          <div>
            <dt>{t('earn.detail.max')}</dt>
            <dd>
              <Limit amount={p.MaxAmount} coin={p.CoinCode} />
              {signedIn && p.HeldAmount !== null && (
                <span className="earn-facts__note">
                  {t('earn.detail.room', {
                    amount: <Limit amount={customerRoom(p).toFixed()} coin={p.CoinCode} key="room" />,
                  })}
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('earn.product.quota')}</dt>
            <dd>
              <QuotaMeter product={p} />
            </dd>
          </div>
        </dl>
        <SubscribeForm product={p} />
      </div>
      <div
        className="earn-detail__rules"
        aria-label={t('earn.detail.rules')}
        role="region"
        dangerouslySetInnerHTML={{ __html: rules }}
      />
    </section>
  );
}
