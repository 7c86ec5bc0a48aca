/** The legal documents' calls, and which one the address asks for. */
import type { components } from '../../../generated/base.ts';
import { protocolGetList } from '../../../generated/operations/protocolGetList.ts';
import { protocolGetProtocol } from '../../../generated/operations/protocolGetProtocol.ts';
import { apiQueryOrMissing } from '../../api/missing.ts';
import type { DataOf } from '../../api/operation.ts';
import { apiQuery, contentData } from '../../api/query.ts';
import type { Language } from '../../lib/language.ts';
import { recordId } from '../../lib/record-id.ts';

export type ProtocolDocument = components['schemas']['ProtocolDocument'];

export const protocolListQuery = (languageCode: Language) => ({
  ...apiQuery(protocolGetList, { params: { query: { languageCode } } }),
  ...contentData,
});

/** One document's title, text and when it took effect. */
export type ProtocolText = DataOf<typeof protocolGetProtocol>;

/** One document, or null when none has this id. */
export const protocolQuery = (id: number, languageCode: Language) => ({
  ...apiQueryOrMissing(protocolGetProtocol, { params: { query: { id, languageCode } } }),
  ...contentData,
});

/**
 * The document to show: `?id=` (a link to one document), else the first of `?type=` (the
 * registration page's and the server's links), else the first listed; null while nothing says.
 */
export function chosenProtocolId(
  params: URLSearchParams,
  list: readonly ProtocolDocument[] | undefined,
): number | null {
  const id = params.get('id');
  if (id !== null) return recordId(id) ?? -1;
  const type = params.get('type');
  return list?.find((doc) => doc.Type === type)?.Id ?? list?.[0]?.Id ?? null;
}
