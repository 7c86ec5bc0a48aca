/** The message id (and values) that tells a person what went wrong with a call. */
import type { ApiError } from './call.ts';

export function errorMessage(error: ApiError): { id: string; values?: Record<string, string> } {
  switch (error.kind) {
    case 'timeout':
      return { id: 'error.timeout' };
    case 'network':
      return { id: 'error.network' };
    case 'http':
      return error.status >= 500 ? { id: 'error.server' } : { id: 'error.request' };
    case 'code':
      return { id: 'error.code', values: { code: String(error.code), message: error.message } };
  }
}
