import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer made once and sent many times as it is: its bytes, a strong validator computed from
 * them, and each compressed form made the first time a reader asks for it. Two processes that made
 * the same bytes give the same ETag, so a CDN's revalidation works whichever process it reaches.
 */
export interface KeptAnswer {
  body: Buffer;
  /** base64url of the bytes' SHA-256, shortened: the ETag without its quotes or coding (hashOf). */
  hash?: string;
  encoded: { br?: Buffer; gzip?: Buffer };
}

export const keptAnswer = (body: string | Buffer): KeptAnswer => {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return { body: bytes, encoded: {} };
};

/** Computed when first needed: a page about nothing is sent once, without a validator. */
const hashOf = (kept: KeptAnswer) => (kept.hash ??= createHash('sha256').update(kept.body).digest('base64url').slice(0, 27));

type Coding = 'br' | 'gzip';

/** The coding this reader takes, brotli first; one refused with `q=0` is not taken. */
export function chosenCoding(request: FastifyRequest): Coding | null {
  const accepts = String(request.headers['accept-encoding'] ?? '').toLowerCase();
  const offered = new Set(
    accepts
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name!.trim()),
  );
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return null;
}

const encode = (kept: KeptAnswer, coding: Coding) =>
  coding === 'br'
    ? (kept.encoded.br ??= brotliCompressSync(kept.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }))
    : (kept.encoded.gzip ??= gzipSync(kept.body, { level: 6 }));

/**
 * Each coding of the same bytes is another representation, so its strong ETag differs (RFC 9110
 * 8.8.3); a reader who asks again with any of them has the same content.
 */
const etagOf = (kept: KeptAnswer, coding: Coding | null) => `"${hashOf(kept)}${coding ? `-${coding}` : ''}"`;

function alreadyHeld(request: FastifyRequest, kept: KeptAnswer) {
  const tags = request.headers['if-none-match'];
  if (!tags) return false;
  return tags.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return opaque === '*' || opaque.replace(/-(br|gzip)$/, '') === hashOf(kept);
  });
}

/** A shared cache (a CDN) may keep it 10 s and hand it out a minute more while it asks again. */
export const SHARED = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
/** The reader's own browser keeps it and asks each time; no shared cache keeps it. */
export const PRIVATE = 'private, no-cache';

/**
 * Whether the answer may sit in a shared cache: only one asked without a cookie or credentials.
 * Pages and public reads are the same for everyone, but a cookie may change a page (the reader's
 * language: page-languages.ts), and a request with credentials is someone's, so neither is shared.
 */
export const sharedCacheControl = (request: FastifyRequest) => (request.headers.cookie || request.headers.authorization ? PRIVATE : SHARED);

/**
 * Sends a kept answer: 304 when the reader already holds these bytes, else the bytes in the coding
 * it takes, compressed once per coding. `validated: false` (a page about nothing) sends the bytes alone.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptAnswer, opts: { validated: boolean }) {
  const coding = chosenCoding(request);
  if (opts.validated) {
    reply.header('etag', etagOf(kept, coding));
    if (alreadyHeld(request, kept)) return reply.code(304).send();
  }
  if (!coding) return reply.send(kept.body);
  return reply.header('content-encoding', coding).send(encode(kept, coding));
}

/** As sendKept, for an onSend hook that has just made the answer: the bytes to send in its place. */
export function keptPayload(request: FastifyRequest, reply: FastifyReply, kept: KeptAnswer): Buffer {
  const coding = chosenCoding(request);
  reply.header('etag', etagOf(kept, coding));
  if (!coding) return kept.body;
  reply.header('content-encoding', coding);
  return encode(kept, coding);
}
