/**
 * The customer's user info for an account page. After a change, `refresh` reloads it once: the
 * session's copy (so the header follows) and every page showing it, without a loading state.
 */
import { useApiQuery } from '../../api/query.ts';
import { customerQuery } from '../../data/customer.ts';
import { reloadUser } from '../../session/display-currency.ts';

export function useAccountInfo() {
  const query = useApiQuery(customerQuery());
  return { query, refresh: reloadUser };
}
