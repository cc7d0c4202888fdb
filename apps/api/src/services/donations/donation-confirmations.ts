import type { Storage } from '../../adapters/storage.ts';
import { acknowledge } from './acknowledgements.ts';
import { receiptPdfById } from './donation-receipts.ts';
import type { Donation } from './donations.ts';
import type { PublicMailDeps } from '../mail/public-mail.ts';

export interface ConfirmDeps extends PublicMailDeps {
  storage: Storage;
}

/**
 * Tells the donor their gift is verified, with its receipt PDF made now. The decision is already
 * saved: if the PDF cannot be made, the mail goes without it and the first download makes it.
 */
export async function mailVerified(deps: ConfirmDeps, donation: Donation) {
  let attachments;
  try {
    const file = await receiptPdfById(deps, donation.id);
    if (file && file !== 'not-found') attachments = [{ filename: file.name, content: file.bytes, contentType: 'application/pdf' }];
  } catch (error) {
    deps.log.error({ err: error, donationId: donation.id }, 'receipt PDF not made');
  }
  acknowledge(deps, donation, 'verified', attachments);
}
