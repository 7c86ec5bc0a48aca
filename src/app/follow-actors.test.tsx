import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { currencyExchangeRateGetExchangeRateList } from '../../generated/operations/currencyExchangeRateGetExchangeRateList.ts';
import { customerGetCustomerWithBaseResponse } from '../../generated/operations/customerGetCustomerWithBaseResponse.ts';
import { apiQuery, publicData, useApiQuery } from '../api/query.ts';
import { cachedKeys } from '../api/query-cache.ts';
import { endSession } from '../session/session.ts';
import { renderWithApp } from '../../tests/setup/render-app.tsx';
import { followActors } from './follow-actors.ts';

function CustomerAndCurrencies() {
  const user = useApiQuery(apiQuery(customerGetCustomerWithBaseResponse));
  const fiats = useApiQuery({ ...apiQuery(currencyExchangeRateGetExchangeRateList), ...publicData });
  return <p>{user.data && fiats.data ? 'loaded' : 'loading'}</p>;
}

describe('followActors', () => {
  it("forgets the customer's cached answers when the session ends, and keeps public ones", async () => {
    renderWithApp(<CustomerAndCurrencies />, { signedIn: true });
    followActors();
    await screen.findByText('loaded');
    endSession('logout');
    expect(cachedKeys().map((key) => key[0])).toEqual([currencyExchangeRateGetExchangeRateList.id]);
  });
});
