/** The data and changes of the API key pages, typed from the contract. */
import type { components } from '../../../generated/base.ts';
import { apiDocumentGetApiDocument } from '../../../generated/operations/apiDocumentGetApiDocument.ts';
import { apiDocumentGetApiDocumentTitleList } from '../../../generated/operations/apiDocumentGetApiDocumentTitleList.ts';
import { myIDCMApiAddApiKey } from '../../../generated/operations/myIDCMApiAddApiKey.ts';
import { myIDCMApiDelApiKey } from '../../../generated/operations/myIDCMApiDelApiKey.ts';
import { myIDCMApiGetApiKey } from '../../../generated/operations/myIDCMApiGetApiKey.ts';
import { myIDCMApiGetList } from '../../../generated/operations/myIDCMApiGetList.ts';
import { myIDCMApiModifyApiKey } from '../../../generated/operations/myIDCMApiModifyApiKey.ts';
import type { DataOf } from '../../api/operation.ts';
import { apiQueryOrMissing } from '../../api/missing.ts';
import type { RefusalTable } from '../../money-action/outcome.ts';
import { apiQuery, contentData, keepPreviousPage } from '../../api/query.ts';
import type { Language } from '../../lib/language.ts';
import { pagePath } from '../../config/page-paths.ts';

export type ApiKeyInfo = components['schemas']['ApiKeyInfo'];
export type ApiPermission = components['schemas']['ApiPermission'];
/** One page of the API documentation: its title, its server HTML and when it last changed. */
export type ApiDocument = DataOf<typeof apiDocumentGetApiDocument>;

export const keyRows = 10;

export const keysQuery = (PageIndex: number) => ({
  ...apiQuery(myIDCMApiGetList, { body: { PageIndex, PageRows: keyRows } }),
  ...keepPreviousPage,
});

/** The key changes (what each makes stale: `staleAfter.apiKeys`). */
export const addKey = myIDCMApiAddApiKey;
export const modifyKey = myIDCMApiModifyApiKey;
export const deleteKey = myIDCMApiDelApiKey;

/** Where the customer checks a key change whose outcome is not known: the list of keys. */
export const keysHref = (): string => pagePath('apiKeys');

const keyCodes = {
  '20005': { field: 'pin', id: 'apiKeys.error.pinWrong' },
  '20001': { field: 'googleCode', id: 'apiKeys.error.googleWrong' },
  '20010': { id: 'apiKeys.error.noFactor' },
  '20012': { id: 'apiKeys.error.limit' },
  '10004': { id: 'apiKeys.error.notFound' },
} as const;

/** A refusal of a new or changed key: a wrong code in the review, anything else over the key's form. */
export const keyRefusals: RefusalTable = { elsewhere: 'form', codes: keyCodes };

/** A refusal of a deletion shows in its review: there is no other form. */
export const deleteRefusals: RefusalTable = { elsewhere: 'review', codes: keyCodes };

/** One key, or null for a key the customer does not have (10004, said by the page, not a toast). */
export const keyQuery = (id: number) => apiQueryOrMissing(myIDCMApiGetApiKey, { params: { query: { id } } });

export const documentTitlesQuery = (languageCode: Language) => ({
  ...apiQuery(apiDocumentGetApiDocumentTitleList, { body: { languageCode } }),
  ...contentData,
});

export const documentQuery = (id: number, languageCode: Language) => ({
  ...apiQuery(apiDocumentGetApiDocument, { params: { query: { id, languageCode } } }),
  ...contentData,
});
