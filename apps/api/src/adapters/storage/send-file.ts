import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Area, Storage, StoredRead } from './types.ts';
import { isValidKey } from './keys.ts';
import { parseRangeHeader, RangeNotSatisfiableError } from './ranges.ts';
import { notFound, sendError } from '../../lib/replies.ts';

/** What @fastify/static answers for local files; media players read the status, never this text. */
const RANGE_NOT_SATISFIABLE = 'Range Not Satisfiable';

const stripWeak = (tag: string) => tag.trim().replace(/^W\//, '');
/** HTTP dates have whole seconds. */
const httpTime = (date: Date) => Math.floor(date.getTime() / 1000) * 1000;

/** If-None-Match compares weakly (RFC 9110 13.1.2); If-Modified-Since only counts without it. */
function notModified(request: FastifyRequest, file: StoredRead) {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch) return !!file.etag && (noneMatch.trim() === '*' || noneMatch.split(',').some((tag) => stripWeak(tag) === stripWeak(file.etag!)));
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !!file.modified && !Number.isNaN(since) && httpTime(file.modified) <= since;
}

/** If-Range holds for a strong ETag that matches, or for the exact Last-Modified date. */
function rangeStillValid(request: FastifyRequest, file: StoredRead) {
  const ifRange = [request.headers['if-range']].flat()[0];
  if (!ifRange) return true;
  if (ifRange.startsWith('"')) return ifRange === file.etag;
  return !!file.modified && Date.parse(ifRange) === httpTime(file.modified);
}

async function readFor(request: FastifyRequest, storage: Storage, area: Area, key: string) {
  const range = parseRangeHeader(request.headers.range);
  const file = await storage.read(area, key, range);
  if (!file || !range || rangeStillValid(request, file)) return { file, ranged: !!range };
  // The copy the client holds a part of has changed: it gets the whole new file instead.
  file.stream.destroy();
  return { file: await storage.read(area, key), ranged: false };
}

/**
 * Streams a stored file as a browser expects of a static file server: validators and 304s, byte
 * ranges (206, 416) for audio and PDF viewers, HEAD without a body, and the JSON 404 for anything
 * that is not there, including keys no file could have (climbing out, NUL, too long), so no path a
 * browser can send ends in a 500. Register it for GET and HEAD with `exposeHeadRoute: false`.
 */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, opts: { storage: Storage; area: Area; key: string; cacheControl: string }) {
  const { storage, area, key } = opts;
  if (!isValidKey(key)) return notFound(reply);
  let read: Awaited<ReturnType<typeof readFor>>;
  try {
    read = await readFor(request, storage, area, key);
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiableError)) throw error;
    return sendError(reply.header('content-range', `bytes */${error.size}`), 416, RANGE_NOT_SATISFIABLE);
  }
  const { file, ranged } = read;
  if (!file) return notFound(reply);

  reply.header('cache-control', opts.cacheControl).header('accept-ranges', 'bytes');
  if (file.etag) reply.header('etag', file.etag);
  if (file.modified) reply.header('last-modified', file.modified.toUTCString());
  if (notModified(request, file)) {
    file.stream.destroy();
    return reply.code(304).send();
  }
  if (ranged) reply.code(206).header('content-range', `bytes ${file.start}-${file.end}/${file.size}`);
  reply.type(file.contentType ?? 'application/octet-stream').header('content-length', file.end - file.start + 1);
  if (request.method !== 'HEAD') return reply.send(file.stream);
  // Fastify's own HEAD handling would read the whole body (from S3, over the network) to discard it.
  file.stream.destroy();
  return reply.send();
}
