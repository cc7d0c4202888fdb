import { z } from 'zod';

/**
 * A staff member's own choices about the mail the back office sends them (GET|PATCH
 * /api/admin/me/preferences). The daily digest: one e-mail each morning of what waits for their
 * role (receipts to verify, book orders to send, messages to answer), only on a day something waits.
 */
export const staffPreferenceMessages = {
  dailyDigest: 'Daily summary must be on (true) or off (false).',
} as const;

export const StaffPreferencesSchema = z.object({ daily_digest: z.boolean() });
export type StaffPreferences = z.infer<typeof StaffPreferencesSchema>;

export const StaffPreferencesPatchSchema = z.object({ daily_digest: z.boolean({ error: staffPreferenceMessages.dailyDigest }) });
export type StaffPreferencesPatch = z.infer<typeof StaffPreferencesPatchSchema>;

export const StaffPreferencesResponseSchema = z.object({ data: StaffPreferencesSchema });
export type StaffPreferencesResponse = z.infer<typeof StaffPreferencesResponseSchema>;
