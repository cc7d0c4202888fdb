import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@foundation/contract/common';
import { addDeviceProof, isKnownDevice } from '../services/accounts/known-devices.ts';
import { memoryFailureCounter } from '../lib/failure-counter.ts';
import { redisFailureCounter } from '../adapters/redis-failure-counter.ts';
import { sendError } from '../lib/replies.ts';

/** The password hash of the account with this e-mail, or null: the key of its device proofs. */
export type AccountSecret = (email: string) => Promise<string | null>;

const DEVICE_COOKIE = 'fd_device';
const YEAR_S = 365 * 24 * 3600;

const emailOf = (request: FastifyRequest) => String((request.body as { email?: unknown }).email ?? '').toLowerCase();
/** Counters are kept under a hash of the e-mail, so neither memory nor Redis holds the address. */
const accountOf = (request: FastifyRequest) => createHash('sha256').update(emailOf(request)).digest('base64url');

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const tooMany = (reply: FastifyReply, seconds: number) =>
  sendError(reply.header('retry-after', Math.max(1, Math.ceil(seconds))), 429, messages.tooManyRequests);

/**
 * Sign-in is throttled three ways, so guessing is slow but nobody can lock a person out:
 * - per client address (the route's own rate-limit config, checked before the body is read);
 * - per e-mail *and* address: one machine guessing at one account is stopped after
 *   AUTH_RATE_LIMIT_PER_EMAIL attempts a window;
 * - per e-mail from every address: after that many failures the account asks for growing pauses
 *   (1 s, 2 s, 4 s … up to 15 min) between attempts.
 * A browser that has signed in to the account before (a known device) skips the last two: it is
 * never held back by what strangers did.
 * Both answer 429 { message } with Retry-After, except where a route takes paused attempts itself
 * (`passPaused`: staff sign-in answers each alike and e-mails a sign-in link for a right password,
 * docs/decisions/0026). Registration uses the first two only.
 * With REDIS_URL every count is shared by all processes (docs/decisions/0013).
 */
export function authRateLimits(app: FastifyInstance, name: string, accountSecret?: AccountSecret, { passPaused = false } = {}) {
  const { AUTH_RATE_LIMIT_PER_IP, AUTH_RATE_LIMIT_PER_EMAIL, AUTH_RATE_LIMIT_WINDOW_MS } = app.config;
  const perEmailAndAddress = app.createRateLimit({
    max: AUTH_RATE_LIMIT_PER_EMAIL,
    timeWindow: AUTH_RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request) => `${name}:${accountOf(request)}:${request.ip}`,
  });
  const failures = app.redis
    ? redisFailureCounter(app.redis, name, AUTH_RATE_LIMIT_PER_EMAIL, AUTH_RATE_LIMIT_WINDOW_MS)
    : memoryFailureCounter(AUTH_RATE_LIMIT_PER_EMAIL, AUTH_RATE_LIMIT_WINDOW_MS);

  /** Attempts let through while their account is paused (passPaused). */
  const paused = new WeakSet<FastifyRequest>();

  async function knownDevice(request: FastifyRequest, email: string) {
    const cookie = readCookie(request, DEVICE_COOKIE);
    const secret = cookie && accountSecret ? await accountSecret(email) : null;
    return secret !== null && isKnownDevice(cookie, secret, name, email);
  }

  /** Makes this browser a known device of the account: a fresh proof in its cookie. */
  async function rememberDevice(request: FastifyRequest, reply: FastifyReply, email: string) {
    const secret = accountSecret ? await accountSecret(email) : null;
    if (!secret) return;
    const value = addDeviceProof(readCookie(request, DEVICE_COOKIE), secret, name, email);
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${DEVICE_COOKIE}=${value}; Path=/api; Max-Age=${YEAR_S}; HttpOnly; SameSite=Strict${secure}`);
  }

  return {
    /** Spread into the sign-in route's options: the per-address limit, then the per-account checks. */
    guard: {
      config: { rateLimit: { max: AUTH_RATE_LIMIT_PER_IP, timeWindow: AUTH_RATE_LIMIT_WINDOW_MS } },
      async preHandler(request: FastifyRequest, reply: FastifyReply) {
        const email = emailOf(request);
        // Behind a carrier's shared address, strangers' guesses must not hold back the account's own browser.
        if (await knownDevice(request, email)) return;
        const limit = await perEmailAndAddress(request);
        if (!limit.isAllowed && limit.isExceeded) return tooMany(reply, limit.ttlInSeconds);
        const wait = await failures.pauseMs(accountOf(request));
        if (wait > 0 && !passPaused) return tooMany(reply, wait / 1000);
        if (wait > 0) paused.add(request);
      },
    },
    /** Whether this attempt came while its account is paused (only where the route takes such attempts). */
    isPaused: (request: FastifyRequest) => paused.has(request),
    /**
     * An attempt while paused counts as a failure whatever its password: the pause then grows alike
     * for a right and a wrong one, so nothing a guesser sees afterwards tells them apart.
     */
    countPaused: (request: FastifyRequest) => failures.add(accountOf(request)),
    rememberDevice,
    /**
     * Runs a sign-in and counts it. A wrong password (null) counts towards the account's pauses; a
     * right one makes this browser a known device, and forgets failures that had not yet paused
     * the account (the member's own typos). A pause stands until it lapses: the member signing in
     * from a known device must not hand the strangers guessing meanwhile a fresh set of free tries.
     */
    async signIn<T>(request: FastifyRequest, reply: FastifyReply, attempt: () => Promise<T | null>): Promise<T | null> {
      const signedIn = await attempt();
      const account = accountOf(request);
      if (signedIn === null) {
        await failures.add(account);
        return null;
      }
      if ((await failures.pauseMs(account)) === 0) await failures.clear(account);
      await rememberDevice(request, reply, emailOf(request));
      return signedIn;
    },
  };
}

export type AuthRateLimits = ReturnType<typeof authRateLimits>;
