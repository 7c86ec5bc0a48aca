/** The data and changes of the API key pages, typed from the contract. */
import type { components } from '../../../generated/base.ts';
import { apiDocumentGetApiDocument, apiDocumentGetApiDocumentTitleList, myIDCMApiAddApiKey, myIDCMApiDelApiKey, myIDCMApiGetApiKey, myIDCMApiGetList, myIDCMApiModifyApiKey } from '../../../generated/operations.ts';
import { CallFailed } from '../../api/query-client.ts';
import { apiQuery, contentData, keepPreviousPage } from '../../api/query.ts';
import { callOperation } from '../../api/operation.ts';
import type { Language } from '../../lib/language.ts';

export type ApiKeyInfo = components['schemas']['ApiKeyInfo'];
export type ApiPermission = components['schemas']['ApiPermission'];

export const keyRows = 10;

export const keysQuery = (PageIndex: number) => ({ ...apiQuery(myIDCMApiGetList, { body: { PageIndex, PageRows: keyRows } }), ...keepPreviousPage });

/** The key changes, and the lists and keys each makes stale. */
export const addKey = myIDCMApiAddApiKey;
export const modifyKey = myIDCMApiModifyApiKey;
export const deleteKey = myIDCMApiDelApiKey;
export const keyLists = [myIDCMApiGetList, myIDCMApiGetApiKey] as const;

/** One key, or null for a missing id or a key the customer does not have (10004, said by the page, not a toast). */
export const keyQuery = (id: number | null) => ({
  queryKey: [myIDCMApiGetApiKey.id, id] as const,
  queryFn: async () => {
    if (id === null) return null;
    const loaded = await callOperation(myIDCMApiGetApiKey, { params: { query: { id } } }, { ignore: ['10004'] });
    if (loaded.ok) return loaded.data;
    if (loaded.error.kind === 'code' && String(loaded.error.code) === '10004') return null;
    throw new CallFailed(loaded.error);
  },
});

export const documentTitlesQuery = (languageCode: Language) => ({ ...apiQuery(apiDocumentGetApiDocumentTitleList, { body: { languageCode } }), ...contentData });

export const documentQuery = (id: number, languageCode: Language) => ({ ...apiQuery(apiDocumentGetApiDocument, { params: { query: { id, languageCode } } }), ...contentData });
