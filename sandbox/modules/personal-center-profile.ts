/** The signed-in customer's sign-in log, preferences and identity verification. */
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { pageOf } from '../core/paging.ts';
import { seedFiats } from '../seed/fiat.ts';
import type { Customer } from '../state/customers.ts';
import type { SandboxState } from '../state/index.ts';
import { accountCodes } from './customer-faults.ts';
import { certifiedOf } from './personal-center-kyc.ts';
import type { FileKind } from './personal-center.state.ts';

const acceptedFile = /\.(jpe?g|png|pdf)$/i;

/** A picture of the upload the browser can show without the sandbox keeping file contents. */
function previewUrl(kind: FileKind, name: string): string {
  const label = `${kind}: ${name}`.replace(/[<>&"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#eef2f7"/><text x="160" y="104" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#334155">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The customer's own uploaded file of the given kind, or the refusal naming the field. */
function ownFile(state: SandboxState, customer: Customer, fileId: string, kind: FileKind, field: string): void {
  const file = state.personalCenter.files.get(fileId);
  if (!file || file.customerId !== customer.UserId)
    throw new SandboxFault(codes.notFound, `${field}: no such uploaded file`);
  if (file.kind !== kind)
    throw new SandboxFault(codes.invalidArgument, `${field}: the file was uploaded as ${file.kind}, not ${kind}`);
}

export const profileHandlers = {
  personalCenterGetLogList: (ctx) => {
    const customer = signedIn(ctx);
    const mine = ctx.state.customer.loginLog
      .filter((entry) => entry.customerId === customer.UserId)
      .sort((a, b) => b.LoginTime.localeCompare(a.LoginTime) || b.Id - a.Id)
      .map(({ customerId: _owner, ...entry }) => entry);
    return pageOf(mine, ctx.body);
  },

  personalCenterSetDefaultVariety: (ctx) => {
    const customer = signedIn(ctx);
    const fiat = seedFiats.find((f) => f.Id === ctx.query.varietyId);
    if (!fiat) throw new SandboxFault(codes.notFound, 'No such fiat currency');
    customer.defaultVarietyId = fiat.Id;
    customer.currencyCode = fiat.Code;
    return true;
  },

  personalCenterSetOrderSecondConfirm: (ctx) => {
    signedIn(ctx).orderSecondConfirm = ctx.query.Enable;
    return true;
  },

  personalCenterSetUniqueCode: (ctx) => {
    const customer = signedIn(ctx);
    const wanted = ctx.query.UniqueCode;
    const owner = ctx.state.core.customers.list.find((c) => c.uniqueCode?.toLowerCase() === wanted.toLowerCase());
    if (owner && owner !== customer)
      throw new SandboxFault(accountCodes.uniqueCodeTaken, 'Another customer uses this unique code');
    customer.uniqueCode = wanted;
    return true;
  },

  personalCenterFileUpload: (ctx) => {
    const customer = signedIn(ctx);
    const { File: name, Kind } = ctx.body;
    if (!acceptedFile.test(name)) throw new SandboxFault(codes.invalidArgument, 'Upload a JPEG, PNG or PDF file');
    const FileId = `F${ctx.state.personalCenter.nextFileNumber()}`;
    ctx.state.personalCenter.files.set(FileId, { FileId, customerId: customer.UserId, kind: Kind, name });
    return { FileId, Url: previewUrl(Kind, name) };
  },

  personalCenterCommitVerifyIdentity: (ctx) => {
    const customer = signedIn(ctx);
    const status = certifiedOf(ctx.state, customer, ctx.language).Status;
    if (status === 'pending' || status === 'passed') {
      throw new SandboxFault(
        accountCodes.verificationLocked,
        status === 'pending' ? 'Your verification is under review' : 'You are already verified',
      );
    }
    const body = ctx.body;
    ownFile(ctx.state, customer, body.FrontFileId, 'front', 'body.FrontFileId');
    if (body.BackFileId !== undefined) ownFile(ctx.state, customer, body.BackFileId, 'back', 'body.BackFileId');
    ownFile(ctx.state, customer, body.SelfieFileId, 'selfie', 'body.SelfieFileId');
    ctx.state.personalCenter.submissions.set(customer.UserId, {
      Country: body.Country,
      FirstName: body.FirstName,
      LastName: body.LastName,
      IdType: body.IdType,
      IdNumber: body.IdNumber,
      fileIds: [body.FrontFileId, body.BackFileId, body.SelfieFileId].filter((id): id is string => id !== undefined),
      submittedAt: now(),
      reviewedAt: null,
    });
    customer.kyc = { status: 'pending', country: body.Country, rejectReason: null, reCert: false };
    return certifiedOf(ctx.state, customer, ctx.language);
  },

  personalCenterGetCustomerCertified: (ctx) => certifiedOf(ctx.state, signedIn(ctx), ctx.language),

  customerCertSumsubCheckUserApplication: (ctx) => {
    const customer = signedIn(ctx);
    const status = certifiedOf(ctx.state, customer, ctx.language).Status;
    return {
      LevelName: ctx.body.LevelName,
      UserType: customer.UserType,
      IsReCert: status === 'rejected' || customer.kyc.reCert,
    };
  },
} satisfies ModuleHandlers;
