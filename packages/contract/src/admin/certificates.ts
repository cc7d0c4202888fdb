import { z } from 'zod';
import { certificateMessages } from '../certificate-messages.ts';
import { idFilter, listEnvelope, listQuerySchema, recordEnvelope, timestamp } from './kit.ts';

/** Issued certificates in the back office: staff read them and revoke one with a reason. */
export const AdminCertificateRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  course_id: z.number().int().nullable(),
  course_title: z.string(),
  issued_at: timestamp,
  /** "Valid" or "Revoked", as the public page says it. */
  status: z.enum(['Valid', 'Revoked']),
});
export type AdminCertificateRow = z.infer<typeof AdminCertificateRowSchema>;

export const AdminCertificateSchema = AdminCertificateRowSchema.extend({
  hours: z.number().int().nullable(),
  revoked_at: timestamp.nullable(),
  /** Staff's reason; never shown on the public page. */
  revoked_reason: z.string(),
});
export type AdminCertificate = z.infer<typeof AdminCertificateSchema>;

/** Revoking is giving a reason: the certificate's page says revoked from then on. */
export const AdminCertificatePatchSchema = z.object({
  revoked_reason: z.string({ error: certificateMessages.revokeReasonRequired }).trim().min(1, certificateMessages.revokeReasonRequired).max(500),
});
export type AdminCertificatePatch = z.output<typeof AdminCertificatePatchSchema>;

export const AdminCertificateListQuerySchema = listQuerySchema({
  sort: ['issued_at', 'name'],
  defaultSort: '-issued_at',
  filters: { course_id: idFilter },
});

export const AdminCertificateListResponseSchema = listEnvelope(AdminCertificateRowSchema);
export const AdminCertificateResponseSchema = recordEnvelope(AdminCertificateSchema);
