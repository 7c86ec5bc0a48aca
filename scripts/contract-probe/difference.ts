/** One way an answer differs from the document, and its kinds. */
import type { Json } from '../../sandbox/contract/load-document.ts';

export type DifferenceKind =
  'missing field' | 'extra field' | 'probable rename' | 'wrong type' | 'other value' | 'envelope' | 'redirect';

export interface Difference {
  kind: DifferenceKind;
  /** JSON path in the answer, from its envelope: `$.Data.Items[*].CoinId`. */
  path: string;
  /** What the document says there. */
  expected: string;
  /** An example of what came (`(absent)` for a missing field), shortened; secrets masked. */
  example: string;
  /** How many places of the answer differ this way (list items count one each). */
  count: number;
  /** The document marks the operation, or the shape on the way to this place, `x-inferred`. */
  inferred: boolean;
  /** A missing field's documented type (`string or null`), or the type of an extra field's value. */
  type?: string;
  /** The values an enum allows. */
  allowed?: Json[];
  /** The documented pattern, and an example of what it accepts when the document gives one. */
  pattern?: string;
  like?: string;
  /** A probable rename's other path: where the value came instead of `path`. */
  renamedTo?: string;
}
