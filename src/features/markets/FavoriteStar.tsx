/**
 * A market's star. Signed in, a toggle button (pressed when the market is a favourite) that
 * changes at once; signed out, a link to sign in that comes back to this list.
 */
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { Contract } from './favorites.ts';
import { useFuturesStar, useSpotStar, type StarResult } from './favorites.ts';
import { useFavoriteRefusal } from './favorite-refusal.ts';
import type { Market } from '../../data/markets.ts';
import { loginHref } from '../../config/page-paths.ts';

interface StarState {
  signedIn: boolean;
  on: boolean;
  busy: boolean;
  press: () => Promise<StarResult>;
}

function Star({ pair, star }: { pair: string; star: StarState }) {
  const intl = useIntl();
  const location = useLocation();
  const refused = useFavoriteRefusal();
  if (!star.signedIn) {
    return (
      <Link
        to={loginHref(`${location.pathname}${location.search}`)}
        className="market-star"
        aria-label={intl.formatMessage({ id: 'markets.star.signIn' }, { pair })}
      >
        <span aria-hidden="true">☆</span>
      </Link>
    );
  }
  const onClick = async (event: MouseEvent) => {
    event.preventDefault();
    if (star.busy) return;
    const result = await star.press();
    if (!result.ok) refused(pair, result);
  };
  return (
    <button
      type="button"
      className={`market-star${star.on ? ' market-star--on' : ''}`}
      aria-pressed={star.on}
      aria-busy={star.busy || undefined}
      aria-label={intl.formatMessage({ id: 'markets.star.label' }, { pair })}
      onClick={onClick}
    >
      <span aria-hidden="true">{star.on ? '★' : '☆'}</span>
    </button>
  );
}

export function SpotStar({ market }: { market: Market }) {
  return <Star pair={market.Symbol} star={useSpotStar(market)} />;
}

export function FuturesStar({ contract }: { contract: Contract }) {
  return <Star pair={contract.Symbol} star={useFuturesStar(contract)} />;
}
