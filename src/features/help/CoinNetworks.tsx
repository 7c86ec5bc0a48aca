/** The networks a coin moves on: confirmations before a deposit counts, memo, withdrawal fee and minimum. */
import { useIntl } from 'react-intl';
import type { components } from '../../../generated/base.ts';
import type { QueryState } from '../../api/query.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { LoadError } from '../../ui/LoadState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useT } from '../../i18n/use-t.ts';

type CoinChain = components['schemas']['CoinChain'];

export function CoinNetworks({ code, chains }: { code: string; chains: QueryState<CoinChain[]> }) {
  const intl = useIntl();
  const t = useT();
  const errorText = useApiErrorText();
  return (
    <section className="coin-networks" aria-labelledby="coin-networks-title">
      <h3 id="coin-networks-title">{t('guides.networks')}</h3>
      {chains.isError && <LoadError message={errorText(chains.error)} onRetry={() => void chains.refetch()} />}
      {chains.isPending && <Skeleton lines={3} />}
      {chains.data && (
        // Focusable, as on a phone it scrolls sideways: the keyboard scrolls it too.
        <div className="coin-networks__scroll" role="group" aria-labelledby="coin-networks-title" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('guides.network')}</th>
                <th scope="col" className="num">
                  {t('guides.confirmations')}
                </th>
                <th scope="col">{t('guides.memo')}</th>
                <th scope="col" className="num">
                  {t('guides.fee')}
                </th>
                <th scope="col" className="num">
                  {t('guides.minimum')}
                </th>
              </tr>
            </thead>
            <tbody>
              {chains.data.map((chain) => (
                <tr key={chain.ChainName}>
                  <th scope="row">{chain.ChainName}</th>
                  <td className="num">{intl.formatNumber(chain.Confirmations)}</td>
                  <td>{t(chain.MemoRequired ? 'guides.memo.yes' : 'guides.memo.no')}</td>
                  <td className="num">
                    <CoinAmount amount={chain.WithdrawFee} coin={code} />
                  </td>
                  <td className="num">
                    <CoinAmount amount={chain.MinWithdraw} coin={code} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
