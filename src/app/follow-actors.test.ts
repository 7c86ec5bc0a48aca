import { describe, expect, it } from 'vitest';
import { customerGetCustomerWithBaseResponse, currencyExchangeRateGetExchangeRateList } from '../../generated/operations.ts';
import { apiQuery, publicData } from '../api/query.ts';
import { queryClient } from '../api/query-client.ts';
import { endSession } from '../session/session.ts';
import { startApp } from '../../tests/setup/render-app.tsx';
import { followActors } from './follow-actors.ts';

describe('followActors', () => {
  it("forgets the customer's cached answers when the session ends, and keeps public ones", async () => {
    startApp({ signedIn: true });
    followActors();
    await queryClient.fetchQuery(apiQuery(customerGetCustomerWithBaseResponse));
    await queryClient.fetchQuery({ ...apiQuery(currencyExchangeRateGetExchangeRateList), ...publicData });
    endSession('logout');
    expect(queryClient.getQueryCache().getAll().map((query) => query.queryKey[0])).toEqual([currencyExchangeRateGetExchangeRateList.id]);
  });
});
