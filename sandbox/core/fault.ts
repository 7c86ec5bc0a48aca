/** A business answer that is not a success: the handler throws it, dispatch turns it into an envelope. */
export class SandboxFault extends Error {
  constructor(
    readonly code: number | string,
    message: string,
    /** An HTTP status other than 200, for answers such as a refused refresh token (401). */
    readonly httpStatus = 200,
  ) {
    super(message);
  }
}

/** Codes the sandbox answers with, named as the error catalogue names them. */
export const codes = {
  success: 200,
  tokenExpired: 40003,
  refreshIgnored: 41000,
  notLoggedIn: 51001,
  needsVerification: 51038,
  remoteLogin: 42011,
  accountFrozen: 42024,
  passwordChanged: 42025,
  maintenance: 99999,
  badRequest: 400,
  invalidArgument: 10001,
  notFound: 10004,
  wrongCode: 20001,
  codeExpired: 20002,
  wrongPassword: 20003,
  accountExists: 20004,
  insufficientBalance: 30001,
} as const;
