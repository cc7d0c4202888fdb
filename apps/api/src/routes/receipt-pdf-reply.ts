import type { FastifyReply } from 'fastify';
import type { ReceiptPdfFile } from '../services/donations/donation-receipts.ts';

/** A receipt PDF as a download: personal, so never cached, and never sniffed into anything else. */
export function sendReceiptPdf(reply: FastifyReply, file: ReceiptPdfFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}
