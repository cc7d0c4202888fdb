import { z } from 'zod';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, STAFF_ROLES, TOTP_DIGITS, staffMessages } from './staff-messages.ts';

export * from './staff-messages.ts';

export const StaffLoginBodySchema = z.object({
  email: z.string().trim().min(1, staffMessages.emailRequired).max(254),
  password: z.string().min(1, staffMessages.passwordRequired).max(1024),
});
export type StaffLoginBody = z.output<typeof StaffLoginBodySchema>;

export const StaffSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Whether the member signs in with a code from an authenticator app too. */
  two_factor: z.boolean(),
  /** ADMIN_REQUIRE_2FA and an admin without a second factor: the back office only offers its set-up. */
  two_factor_setup_required: z.boolean(),
});
export type Staff = z.infer<typeof StaffSchema>;

/** A signed-in session: what the back office keeps for the tab. */
export const StaffLoginResponseSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  staff: StaffSchema,
});
export type StaffLoginResponse = z.infer<typeof StaffLoginResponseSchema>;

/**
 * The right password of an account with two-step sign-in: no session yet, but a challenge to send
 * back with the code (POST /api/admin/login/two-factor) within a few minutes.
 */
export const StaffTwoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string(),
  expires_at: z.string(),
});
export type StaffTwoFactorChallenge = z.infer<typeof StaffTwoFactorChallengeSchema>;

/** What a sign-in answers: a session, or (two-step sign-in on) the challenge for the code. */
export const StaffSignInSchema = z.union([StaffLoginResponseSchema, StaffTwoFactorChallengeSchema]);
export type StaffSignIn = z.infer<typeof StaffSignInSchema>;

export const isTwoFactorChallenge = (answer: StaffSignIn): answer is StaffTwoFactorChallenge => 'two_factor_required' in answer;

/**
 * 202 from POST /api/admin/login while strangers are guessing at the account, for a browser that
 * has not signed in to it before: the same for a right and a wrong password. A right one has sent
 * the account a sign-in link (POST /api/admin/sign-in-link).
 */
export const StaffSignInLinkSentSchema = z.object({ sign_in_link_sent: z.literal(true), message: z.string() });
export type StaffSignInLinkSent = z.infer<typeof StaffSignInLinkSentSchema>;

/** What the password step may answer: a session, the challenge for the code, or "we e-mailed you a link". */
export type StaffLoginAnswer = StaffSignIn | StaffSignInLinkSent;
export const isSignInLinkSent = (answer: StaffLoginAnswer): answer is StaffSignInLinkSent => 'sign_in_link_sent' in answer;

export const StaffMeResponseSchema = z.object({ staff: StaffSchema });
export type StaffMeResponse = z.infer<typeof StaffMeResponseSchema>;

/** Code points, not UTF-16 units: an emoji is one character to the person typing it. */
const characters = (s: string) => [...s].length;

/**
 * A new staff password (OWASP ASVS 2.1.1-2.1.9): 12 to 128 characters of anything, spaces and
 * emoji included, never trimmed or recomposed by rules. The API also refuses common and leaked
 * passwords and the member's own e-mail or name (services/staff/staff-passwords.ts).
 */
export const StaffPasswordSchema = z
  .string({ error: staffMessages.passwordTooShort })
  .refine((p) => characters(p) >= STAFF_PASSWORD_MIN, { error: staffMessages.passwordTooShort, abort: true })
  .refine((p) => characters(p) <= STAFF_PASSWORD_MAX, staffMessages.passwordTooLong)
  // JSON Schema counts code points too.
  .meta({ minLength: STAFF_PASSWORD_MIN, maxLength: STAFF_PASSWORD_MAX });

/** A one-time link's token, as the e-mailed link carries it (43 characters of base64url). */
const LinkTokenSchema = z.string({ error: staffMessages.tokenRequired }).trim().min(1, staffMessages.tokenRequired).max(200, staffMessages.linkInvalid);

/** POST /api/admin/invitations/accept: the invited member's first password; answers a session. */
export const AcceptInvitationBodySchema = z.object({ token: LinkTokenSchema, password: StaffPasswordSchema });
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBodySchema>;

/** POST /api/admin/password-reset: always 202 with the same sentence, known address or not. */
export const PasswordResetBodySchema = z.object({ email: z.string({ error: staffMessages.emailRequired }).trim().min(1, staffMessages.emailRequired).max(254) });
export type PasswordResetBody = z.infer<typeof PasswordResetBodySchema>;

/** POST /api/admin/sign-in-link: the token of an e-mailed sign-in link; answers a session or the challenge for the code. */
export const SignInLinkBodySchema = z.object({ token: LinkTokenSchema });
export type SignInLinkBody = z.infer<typeof SignInLinkBodySchema>;

/** POST /api/admin/password-reset/confirm: a new password for the link's account; ends its other sessions. */
export const PasswordResetConfirmBodySchema = AcceptInvitationBodySchema;
export type PasswordResetConfirmBody = AcceptInvitationBody;

/** A code from an authenticator app: 6 digits, spaces a person may type between them ignored. */
export const TotpCodeSchema = z
  .string({ error: staffMessages.codeRequired })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().min(1, { error: staffMessages.codeRequired, abort: true }).regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), staffMessages.codeInvalid))
  .meta({ pattern: `^\\d{${TOTP_DIGITS}}$` });

/** POST /api/admin/login/two-factor: the challenge of the password step and the app's code. */
export const StaffTwoFactorLoginBodySchema = z.object({
  challenge: z.string({ error: staffMessages.challengeExpired }).min(1, staffMessages.challengeExpired).max(500, staffMessages.challengeExpired),
  code: TotpCodeSchema,
});
export type StaffTwoFactorLoginBody = z.infer<typeof StaffTwoFactorLoginBodySchema>;

/** Confirming or turning off two-step sign-in: a current code. */
export const TwoFactorCodeBodySchema = z.object({ code: TotpCodeSchema });
export type TwoFactorCodeBody = z.infer<typeof TwoFactorCodeBodySchema>;

/** POST /api/admin/me/two-factor/setup: a new secret, waiting for its first code to be confirmed. */
export const TwoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand (no camera, or a screen reader). */
  secret: z.string(),
  /** otpauth://totp/…: what the QR code holds. */
  otpauth_url: z.string(),
  /** The QR code as an SVG data URL, for an <img>. */
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;
