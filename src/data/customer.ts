/** The signed-in customer's info (Customer/GetCustomerWithBaseResponse): account, settings, API keys and invite pages share one answer. */
import { customerGetCustomerWithBaseResponse } from '../../generated/operations/customerGetCustomerWithBaseResponse.ts';
import { apiQuery } from '../api/query.ts';

export const customerQuery = () => apiQuery(customerGetCustomerWithBaseResponse);

/** What a change to the customer's own settings makes stale. */
export const customerInfo = customerGetCustomerWithBaseResponse;
