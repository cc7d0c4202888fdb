import { z } from 'zod';
import { STAFF_ROLES, staffMessages } from './staff-messages.ts';

export * from './staff-messages.ts';

export const StaffLoginBodySchema = z.object({
  email: z.string().trim().min(1, staffMessages.emailRequired).max(254),
  password: z.string().min(1, staffMessages.passwordRequired).max(1024),
});
export type StaffLoginBody = z.output<typeof StaffLoginBodySchema>;

export const StaffSchema = z.object({ name: z.string(), email: z.string(), role: z.enum(STAFF_ROLES) });
export type Staff = z.infer<typeof StaffSchema>;

export const StaffLoginResponseSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  staff: StaffSchema,
});
export type StaffLoginResponse = z.infer<typeof StaffLoginResponseSchema>;

export const StaffMeResponseSchema = z.object({ staff: StaffSchema });
export type StaffMeResponse = z.infer<typeof StaffMeResponseSchema>;
