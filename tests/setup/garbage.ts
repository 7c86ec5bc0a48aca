/** A full garbage collection, on demand: tests of what must stay alive while a call waits (e.g. its timeout). */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
export const collectGarbage = runInNewContext('gc') as () => void;
