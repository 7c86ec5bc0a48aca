/**
 * A market's star. Signed in, a toggle button (pressed when the market is a favourite) that
 * changes at once; signed out, a link to sign in that comes back to this list.
 */
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { Contract } from './favorites.ts';
import { useFuturesStar, useSpotStar, type StarResult } from './favorites.ts';
import { useFavoriteRefusal } from './favorite-refusal.ts';
import type { Market } from '../../data/markets.ts';
import { loginHref } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';

interface StarState {
  signedIn: boolean;
  on: boolean;
  busy: boolean;
  press: () => Promise<StarResult>;
}

function Star({ pair, star }: { pair: string; star: StarState }) {
  const t = useT();
  const location = useLocation();
  const refused = useFavoriteRefusal();
  if (!star.signedIn) {
    return (
      <Link
        to={loginHref(`${location.pathname}${location.search}`)}
        className="market-star"
        aria-label={t('markets.star.signIn', { pair })}
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
      aria-label={t('markets.star.label', { pair })}
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
