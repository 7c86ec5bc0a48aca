import type { KeyPath } from '../model/paths.ts';
import { schemaAt } from '../model/schema.ts';

/** The schema's description of a key, as a field's help text. */
export const helpFor = (path: KeyPath): string | undefined => schemaAt(path)?.description;
