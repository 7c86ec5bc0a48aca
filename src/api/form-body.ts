/** Bodies of the operations a host reads as forms (`generated/operation-meta.ts`): their fields, form-encoded. */
import { formEncodedOperations } from '../../generated/operation-meta.ts';

export const formMediaType = 'application/x-www-form-urlencoded';

/** Whether the host reads `METHOD path` as a form. */
export const isFormEncoded = (host: keyof typeof formEncodedOperations, method: string, path: string): boolean =>
  formEncodedOperations[host].includes(`${method.toUpperCase()} ${path}`);

/** The fields as a form: empty ones left out. */
export function formBody(fields: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(fields)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
}
