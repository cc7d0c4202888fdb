import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TOTP_DIGITS, type TwoFactorSetup } from '@foundation/contract/staff';
import type { RedisLink } from '../../adapters/redis.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { redisFailureCounter } from '../../adapters/redis-failure-counter.ts';
import { memoryFailureCounter, type FailureCounter } from '../../lib/failure-counter.ts';

/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238) in the apps' common settings:
 * SHA-1, 6 digits, 30 s. A code is accepted one step early or late (clocks drift), and only once
 * (ASVS 2.8.4): the step it was made for is remembered per member until it is past.
 */
const PERIOD_S = 30;
const WINDOW = 1;

const totp = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** 160 random bits, as RFC 4226 recommends, in base32 for the app. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The time step a code was made for, or null when it fits none within the window. */
export function codeStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD_S, timestamp: now }) + delta;
}

/** A current code, for tests and the set-up's own check. */
export const currentCode = (secret: string, now = Date.now()) => totp(secret).generate({ timestamp: now });

/**
 * What the set-up page shows: the secret as text (typed into the app by someone without a camera
 * or with a screen reader) and as a QR code. The issuer is the site's host, so a member of two
 * sites' staff can tell their entries apart.
 */
export async function setupView(secret: string, email: string, publicUrl: string): Promise<TwoFactorSetup> {
  const url = totp(secret, email, `Foundation back office (${new URL(publicUrl).host})`).toString();
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauth_url: url, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The last step each member used a code for: a code is never accepted twice. */
export interface UsedSteps {
  /** True when `step` is later than any used before by this member (and now it is used). */
  claim(staffId: number, step: number): Promise<boolean>;
}

/** Long enough that a used step is past the window of any code still accepted. */
const REMEMBER_MS = (2 * WINDOW + 2) * PERIOD_S * 1000;
const MAX_MEMBERS = 10_000;

export function memoryUsedSteps(now: () => number = Date.now): UsedSteps {
  const used = new Map<number, { step: number; at: number }>();
  return {
    async claim(staffId, step) {
      const last = used.get(staffId);
      if (last && now() - last.at < REMEMBER_MS && step <= last.step) return false;
      used.delete(staffId);
      used.set(staffId, { step, at: now() });
      if (used.size > MAX_MEMBERS) used.delete(used.keys().next().value!);
      return true;
    },
  };
}

// Atomic across processes: two requests with the same code at once, only one gets in.
const CLAIM = `
local last = tonumber(redis.call('GET', KEYS[1]))
if last and last >= tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

/** Shared by every process; a Redis that fails lets the code through (decision 13: fail open). */
export function redisUsedSteps(link: RedisLink): UsedSteps {
  return {
    async claim(staffId, step) {
      const claimed = await link.client.eval(CLAIM, 1, `${link.prefix}totp-used:${staffId}`, step, REMEMBER_MS).catch((error: unknown) => {
        link.failed(error);
        return 1;
      });
      return Number(claimed) === 1;
    },
  };
}

/** Wrong codes per member pause like wrong passwords (1 s, 2 s, 4 s …), so 10^6 codes cannot be tried. */
export interface TwoFactorGuard {
  steps: UsedSteps;
  failures: FailureCounter;
  /** Seals the secrets as stored, and opens them to check a code. */
  secrets: SecretBox;
}

// One guard per app (keyed by its database handle, the same object in every plugin): a code used
// to sign in is then never accepted again to confirm a payment change, even without Redis.
const guards = new WeakMap<object, TwoFactorGuard>();

export function twoFactorGuard(app: FastifyInstance): TwoFactorGuard {
  const made = guards.get(app.db);
  if (made) return made;
  const { AUTH_RATE_LIMIT_PER_EMAIL: free, AUTH_RATE_LIMIT_WINDOW_MS: windowMs } = app.config;
  const guard = app.redis
    ? { steps: redisUsedSteps(app.redis), failures: redisFailureCounter(app.redis, 'staff-two-factor', free, windowMs), secrets: app.secrets }
    : { steps: memoryUsedSteps(), failures: memoryFailureCounter(free, windowMs), secrets: app.secrets };
  guards.set(app.db, guard);
  return guard;
}

export type CodeCheck = { status: 'ok' } | { status: 'wrong' } | { status: 'paused'; seconds: number };

/**
 * Checks a member's code against a secret as stored (theirs, or the one being set up), counting
 * wrong ones. A secret sealed under another key fits no code: an admin turns that second factor off.
 */
export async function checkCode(guard: TwoFactorGuard, staffId: number, stored: string, code: string, now = Date.now()): Promise<CodeCheck> {
  const key = `staff:${staffId}`;
  const wait = await guard.failures.pauseMs(key);
  if (wait > 0) return { status: 'paused', seconds: Math.ceil(wait / 1000) };
  const secret = guard.secrets.open(stored);
  const step = secret === null ? null : codeStep(secret, code, now);
  if (step === null || !(await guard.steps.claim(staffId, step))) {
    await guard.failures.add(key);
    return { status: 'wrong' };
  }
  await guard.failures.clear(key);
  return { status: 'ok' };
}
