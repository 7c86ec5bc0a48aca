/** The call-result envelope (spec sections 3 and 8): StatusCode, code or errorCode; Msg; Data. */
export type ResultCode = number | string;

export interface Envelope<T = unknown> {
  StatusCode?: ResultCode;
  code?: ResultCode;
  errorCode?: ResultCode;
  Msg?: string;
  Data?: T;
}

/** The envelope's code: StatusCode, else code, else errorCode; undefined when none is given. */
export function resultCode(envelope: Envelope): ResultCode | undefined {
  return envelope.StatusCode ?? envelope.code ?? envelope.errorCode;
}

/** 200 or -1, or no code at all, is success. */
export function isSuccess(code: ResultCode | undefined): boolean {
  return code === undefined || code === null || code === 200 || code === -1 || code === '200' || code === '-1';
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    ('StatusCode' in value || 'code' in value || 'errorCode' in value || 'Data' in value || 'Msg' in value)
  );
}
