/** What the payment module stores: orders, FacilitaPay registrations and bank accounts, and the providers' knobs. */
import type { components } from '../../generated/base.ts';
import type { DocumentLabel, Texts } from '../seed/payment-catalog.ts';

type Schemas = components['schemas'];

/** A stored order: the answer's fields, with the localized parts kept as names and values. */
export interface PaymentOrderRecord extends Omit<Schemas['PaymentOrder'], 'PayMethodName' | 'PaymentInstructions'> {
  customerId: number;
  instructions: { Name: string; Value: string }[];
  /** When the order went to its provider; the provider settles it 10 s later. */
  submittedMs: number | null;
  /** How the provider ends it (the payment-outcome knob; completed unless told). */
  outcome: PaymentOutcome;
}

/** How a provider ends an order: paid (or paid out), refused, or a buy's payment window closing unpaid. */
export type PaymentOutcome = 'completed' | 'failed' | 'expired';

export interface FacilitaDocumentRecord {
  FileName: string;
  UploadTime: string;
  /** FacilitaPay's check refused the file: why, in each language. */
  refusal: Texts | null;
}

export interface FacilitaRegistrationRecord {
  Status: 'draft' | 'pending' | 'approved';
  documents: Map<DocumentLabel, FacilitaDocumentRecord>;
  /** When the registration was sent for review; FacilitaPay approves it 10 s later. */
  sentMs: number | null;
  RegisteredTime: string;
  ApprovedTime: string;
}

/** What tests told the providers to do with what comes next. */
export interface PaymentKnobs {
  /** The next `remaining` orders end this way. */
  outcome: { outcome: PaymentOutcome; remaining: number } | null;
  /** FacilitaPay's check refuses the next `remaining` uploads (of one document, or any), with this reason. */
  documentRefusal: { label: DocumentLabel | null; reason: Texts; remaining: number } | null;
}

export type BankAccountRecord = Schemas['FacilitaBankAccount'] & { customerId: number };

export interface PaymentState {
  orders: PaymentOrderRecord[];
  /** By customer id. */
  registrations: Map<number, FacilitaRegistrationRecord>;
  bankAccounts: BankAccountRecord[];
  nextOrderSeq: () => number;
  nextBankAccountId: () => number;
  knobs: PaymentKnobs;
}
