/** The calls of the API key pages, typed from the contract. */
import type { components } from '../../../generated/base.ts';
import { api } from '../../api/clients.ts';
import { call, type ApiResult } from '../../api/call.ts';
import type { Language } from '../../lib/language.ts';

export type ApiKeyInfo = components['schemas']['ApiKeyInfo'];
export type ApiPermission = components['schemas']['ApiPermission'];

export const keyRows = 10;

export const loadKeys = (PageIndex: number) => call(api().base.POST('/api/idcm/customer/MyIDCMApi/GetList', { body: { PageIndex, PageRows: keyRows } }));

/** One key, or null for a missing id or a key the customer does not have (10004, said by the page, not a toast). */
export async function loadKeyOrNull(id: number | null): Promise<ApiResult<ApiKeyInfo | null>> {
  if (id === null) return { ok: true, data: null };
  const loaded = await call(api().base.GET('/api/idcm/customer/MyIDCMApi/GetApiKey', { params: { query: { id } } }), { ignore: ['10004'] });
  if (!loaded.ok && loaded.error.kind === 'code' && String(loaded.error.code) === '10004') return { ok: true, data: null };
  return loaded;
}

/** Which of the PIN and the Google authenticator the customer has, to confirm a change with. */
export const loadUserInfo = () => call(api().base.GET('/api/idcm/customer/Customer/GetCustomerWithBaseResponse'));

export const loadDocumentTitles = (languageCode: Language) => call(api().base.POST('/api/idcm/customer/ApiDocument/GetApiDocumentTitleList', { body: { languageCode } }));

export const loadDocument = (id: number, languageCode: Language) => call(api().base.GET('/api/idcm/customer/ApiDocument/GetApiDocument', { params: { query: { id, languageCode } } }));
