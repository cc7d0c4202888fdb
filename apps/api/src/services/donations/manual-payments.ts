import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messages, toPaisa } from '@foundation/contract/common';
import { PAYMENT_METHODS } from '@foundation/contract/donation-codes';
import { DonationSelectionSchema, RupeesSchema, donationMessages as m, receiptTooLargeMessage } from '@foundation/contract/donations';
import type { FieldErrors } from '@foundation/contract/errors';
import { manualDonationProblems, type ManualDonationField, type ReceiptFacts } from '@foundation/contract/manual-donation';
import { withoutNul } from '../../lib/nul.ts';
import type { Storage } from '../../adapters/storage.ts';
import { acknowledge } from './acknowledgements.ts';
import type { PublicMailDeps } from '../mail/public-mail.ts';
import { declaredAmountErrors, donationColumns, priceSelection } from './donation-orders.ts';
import { insertDonation, type Donation } from './donations.ts';
import type { ContentLocale } from '../../lib/content-language.ts';
import { receiptHashes } from './receipt-hashes.ts';
import { detectReceiptType, receiptDecodes, saveReceipt } from './receipts.ts';

export interface MultipartForm {
  fields: Map<string, string>;
  receipt: Buffer | null;
}

/**
 * Reads the whole form into memory (the receipt is at most RECEIPT_LIMIT_BYTES), so nothing
 * touches the disk before the form is known to be good. A body the parser cannot read is a 400,
 * an oversized one a 413: never a 500.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  receiptLimitBytes: number,
): Promise<MultipartForm | { status: 400 | 413; message: string }> {
  const fields = new Map<string, string>();
  let receipt: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // toBuffer() throws once the file passes the limit, with nothing kept.
        const bytes = await part.toBuffer();
        if (part.fieldname === 'receipt_file' && bytes.length > 0) receipt = bytes;
      } else if (part.valueTruncated || part.fieldnameTruncated) {
        return { status: 413, message: messages.payloadTooLarge };
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, withoutNul(part.value));
      }
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { status: 413, message: receiptTooLargeMessage(receiptLimitBytes) };
    if (statusCode === 413) return { status: 413, message: messages.payloadTooLarge };
    return { status: 400, message: messages.malformed };
  }
  return { fields, receipt };
}

const optionalText = (max: number) => z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(max).optional());

/**
 * What the form's own rules (manualDonationProblems, shared with the web) leave to the server: the
 * payment method, lengths that fit our columns, and the values as they are stored.
 */
const ManualPaymentSchema = z.object({
  amount: RupeesSchema.pipe(z.number()),
  phoneNumber: z.string().trim(),
  payment_method: z.enum(PAYMENT_METHODS, { error: m.paymentMethod }),
  // Who is giving; a book order carries the wizard's billing info.
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: optionalText(200),
  streetAddress: optionalText(300),
  country: optionalText(100),
  city: optionalText(100),
});

/** Where each value arrives in the spec's multipart names, and where its errors are reported. */
const errorKey = (name: string) => (name === 'amount' || name === 'payment_method' ? name : `donatation_submit.${name}`);
const ruleKeys: Partial<Record<ManualDonationField, string>> = { phone: errorKey('phoneNumber'), receipt: 'receipt_file' };

/** The shared rules, as the form would judge what arrived; the receipt by its bytes. */
function ruleErrors(form: Record<string, string | undefined>, receipt: ReceiptFacts | null, receiptLimitBytes: number): FieldErrors {
  const problems = manualDonationProblems(
    {
      amount: RupeesSchema.safeParse(form.amount).data,
      phone: form.phoneNumber?.trim() ?? '',
      receipt,
      email: form.email,
    },
    receiptLimitBytes,
  );
  return Object.fromEntries(problems.map((p) => [ruleKeys[p.field] ?? errorKey(p.field), [p.message]]));
}

/** `donatation_submit[task_id][0]`, `[task_id][]` or a bare `[task_id]`; an empty list arrives as an empty value. */
function taskIds(fields: Map<string, string>) {
  return [...fields].filter(([name]) => /^donatation_submit\[task_id\](\[\d*\])?$/.test(name)).map(([, value]) => value);
}

/** `donatation_submit[fund_split][zakat]=20000`: rupees per fund code, or undefined when none is sent. */
function fundSplit(fields: Map<string, string>) {
  const lines = [...fields].flatMap(([name, value]) => {
    const code = /^donatation_submit\[fund_split\]\[([^\]]*)\]$/.exec(name)?.[1];
    return code === undefined || value === '' ? [] : [[code, value] as const];
  });
  return lines.length ? Object.fromEntries(lines) : undefined;
}

function readForm(fields: Map<string, string>) {
  const sub = (name: string) => fields.get(`donatation_submit[${name}]`);
  const names = ['phoneNumber', 'firstName', 'lastName', 'email', 'streetAddress', 'country', 'city'] as const;
  const selectionNames = ['module_code', 'campaign_id', 'book_id', 'quantity', 'custom_task', 'custom_task_name', 'custom_task_amount', 'category'] as const;
  return {
    form: {
      amount: fields.get('amount'),
      payment_method: fields.get('payment_method'),
      ...Object.fromEntries(names.map((n) => [n, sub(n)])),
    },
    selection: { ...Object.fromEntries(selectionNames.map((n) => [n, sub(n)])), task_id: taskIds(fields), fund: sub('fund'), fund_split: fundSplit(fields) },
    totalAmount: sub('total_amount'),
  };
}

export interface ManualDeps extends PublicMailDeps {
  storage: Storage;
  receiptLimitBytes: number;
}

/**
 * POST manualPayment: validates the form as the browser does and again against our data, checks
 * the receipt by its bytes, keeps it privately, and records the gift for staff to verify.
 */
export async function submitManualPayment(
  deps: ManualDeps,
  input: MultipartForm,
  /** The language the donor used the site in: their e-mails are written in it. */
  locale: ContentLocale = 'en',
): Promise<{ errors: FieldErrors } | { donation: Donation }> {
  const raw = readForm(input.fields);
  const receiptType = input.receipt ? detectReceiptType(input.receipt) : null;
  // Read to the end only when its type and size would pass: a receipt staff cannot open is refused.
  const decodes = input.receipt && receiptType && input.receipt.length <= deps.receiptLimitBytes ? await receiptDecodes(input.receipt, receiptType) : undefined;
  const facts = input.receipt && { accepted: receiptType !== null, size: input.receipt.length, decodes };
  const errors = ruleErrors(raw.form, facts, deps.receiptLimitBytes);
  const ruled = new Set(Object.keys(errors));
  const form = ManualPaymentSchema.safeParse(raw.form);
  const selection = DonationSelectionSchema.safeParse(raw.selection);
  for (const issue of [...(form.error?.issues ?? []), ...(selection.error?.issues ?? [])]) {
    const key = errorKey(String(issue.path[0]));
    if (!ruled.has(key)) (errors[key] ??= []).push(issue.message);
  }
  if (Object.keys(errors).length > 0 || !form.success || !selection.success || !input.receipt || !receiptType) return { errors };

  const values = form.data;
  const declaredPaisa = toPaisa(values.amount);
  const priced = await priceSelection(deps.db, selection.data, declaredPaisa);
  if (!priced.ok) return { errors: priced.errors };
  const { order } = priced;
  const mismatch = declaredAmountErrors(order, declaredPaisa, raw.totalAmount);
  if (mismatch.amount) return { errors: mismatch };

  // Fingerprints for the duplicate warning finance sees (services/donations/receipt-hashes.ts).
  const hashes = await receiptHashes(input.receipt, receiptType);
  const receiptKey = await saveReceipt(deps.storage, input.receipt, receiptType);
  let donation: Donation | null;
  try {
    donation = await insertDonation(
      deps.db,
      {
        ...donationColumns(order, values),
        paymentMethod: values.payment_method,
        status: 'pending_review',
        amountPaisa: declaredPaisa,
        receiptKey,
        receiptType: receiptType.mime,
        receiptSha256: hashes.sha256,
        receiptPhash: hashes.phash,
        locale,
      },
      order.items,
      order.fundLines,
    );
  } catch (error) {
    // A receipt without its donation row is personal data with no owner: remove it.
    await deps.storage.remove('private', receiptKey);
    throw error;
  }
  if (!donation) throw new Error('Manual donation was not written');
  deps.log.info({ reference: donation.reference, method: donation.paymentMethod }, 'manual donation received');
  acknowledge(deps, donation, 'received');
  return { donation };
}
