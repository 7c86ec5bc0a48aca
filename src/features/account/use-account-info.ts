/**
 * The customer's user info for an account page. After a change, `refresh` reloads it once: the
 * session's copy (so the header follows) and every page showing it, without a loading state.
 */
import { useQuery } from '@tanstack/react-query';
import { customerQuery } from '../../data/customer.ts';
import { reloadUser } from '../../session/display-currency.ts';

export function useAccountInfo() {
  const query = useQuery(customerQuery());
  return { query, user: query.data ?? null, refresh: reloadUser };
}
