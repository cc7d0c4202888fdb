import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import { askedLocale } from '../lib/content-language.ts';
import { onCacheClear, PUBLIC_PAGES } from '../lib/cache-bus.ts';
import { CATALOGUE } from '../services/catalogue/books.ts';
import { keptAnswer, keptPayload, sendKept, sharedCacheControl, type KeptAnswer } from '../lib/kept-answer.ts';
import { notModified } from './api-answers.ts';
import { withoutTracking } from './page-render.ts';

/**
 * The spec's reads for anonymous visitors (point 7): the same answer for everyone who asks the same
 * address in the same language. Not the live status or playlists (their services keep YouTube's
 * answers themselves, and a broadcast starts without staff), nor anything a learner or staff read.
 */
const PUBLIC_READS = new Set(
  [
    '/settings',
    '/getCountries',
    '/getLastestCourses',
    '/getCourses',
    '/getSpecificCourse/:id',
    '/getNewsEvents',
    '/getSpecificNewsEvent/:id',
    '/getLocations',
    '/getAudioCategoriesWithAudioLectures',
    '/getLectures/:categoryId',
    '/getSpecificLecture/:id',
    '/getLastestBooks',
    '/getBooks',
    '/getSpecificBook/:id',
    '/getCampaigns',
    '/getSpecificCampaign/:id',
    '/getBlogs',
    '/getSpecificBlog/:id',
    '/getGalleryAttachmentWithGalleryName',
    '/welfareCategories',
  ].map((path) => `/api${path}`),
);

const MAX_ENTRIES = 500;

interface Entry {
  kept: KeptAnswer;
  /** What the route said of its answer: its type, what it varies by, a lifetime of its own. */
  headers: Record<string, string>;
  expires: number;
}

/**
 * One store per database handle (two apps in one test process stay apart), emptied with the rendered
 * pages: every staff write and every card gift clears PUBLIC_PAGES in every process (cache-bus.ts).
 * `generation` counts the clears, so an answer read from the database before a clear and finished
 * after it is sent but not kept.
 */
class Store {
  readonly entries = new Map<string, Entry>();
  generation = 0;
  clear() {
    this.entries.clear();
    this.generation += 1;
  }
}
const stores = new WeakMap<object, Store>();
function storeOf(owner: object) {
  let store = stores.get(owner);
  if (!store) {
    const created = (store = new Store());
    stores.set(owner, created);
    // The catalogue's own clears too: whatever announces a change of books clears their lists.
    for (const name of [PUBLIC_PAGES, CATALOGUE]) onCacheClear(owner, name, () => created.clear());
  }
  return store;
}

/** The answer depends on the address (less what link trackers add) and the language asked. */
const keyOf = (request: FastifyRequest) => `${askedLocale(request)} ${withoutTracking(request.url)}`;

const KEPT_HEADERS = ['content-type', 'vary', 'cache-control'];

function setHeaders(request: FastifyRequest, reply: FastifyReply, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  reply.header('vary', headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding');
  // A lifetime the route chose (the countries: a day) stands; the others are shared only when anonymous.
  if (!headers['cache-control']) reply.header('cache-control', sharedCacheControl(request));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered from memory once made (plugins/public-reads.ts). */
    publicRead?: boolean;
  }
  interface FastifyRequest {
    /** The store's generation when this read started, or undefined when it was answered from memory. */
    readGeneration?: number;
  }
}

/**
 * Public reads answered from memory: the first GET of an address in a language is made as ever
 * (database, validation of its shape, serialization); its bytes are kept with a strong ETag and
 * sent to every later reader without touching any of that, compressed once per coding, until a
 * change clears them. Every other API answer that says nothing about caching is `private, no-store`:
 * no shared cache keeps a learner's or staff member's answer.
 */
export function registerPublicReads(app: FastifyInstance) {
  const fromMemory: onRequestHookHandler = (request, reply, done) => {
    if (request.method !== 'GET') return done();
    const store = storeOf(app.db);
    const entry = store.entries.get(keyOf(request));
    if (entry && entry.expires > Date.now()) {
      setHeaders(request, reply, entry.headers);
      return sendKept(request, reply, entry.kept, { validated: true });
    }
    request.readGeneration = store.generation;
    done();
  };

  const keep: onSendHookHandler = (request, reply, payload, done) => {
    const generation = request.readGeneration;
    if (generation === undefined) return done(null, payload);
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
      return done(null, payload);
    }
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    // As long as a rendered page by default, for what changes without staff (a campaign's total after a card gift).
    const entry: Entry = { kept: keptAnswer(payload), headers, expires: Date.now() + app.config.PUBLIC_READS_KEPT_MS };
    const store = storeOf(app.db);
    if (store.generation === generation && app.config.PUBLIC_READS_KEPT_MS > 0) {
      store.entries.delete(keyOf(request));
      store.entries.set(keyOf(request), entry);
      // Map keeps insertion order: the first key is the least recently made.
      if (store.entries.size > MAX_ENTRIES) store.entries.delete(store.entries.keys().next().value!);
    }
    setHeaders(request, reply, headers);
    // In place of @fastify/compress, which runs after this and leaves an encoded body alone.
    done(null, keptPayload(request, reply, entry.kept));
  };

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!PUBLIC_READS.has(url) || ![route.method].flat().includes('GET')) return;
    route.config = { ...route.config, publicRead: true };
    // Documented as the books' files are: a reader who sends the ETag back may be answered 304.
    if (route.schema?.response) route.schema = { ...route.schema, response: { ...(route.schema.response as object), 304: notModified } };
    route.onRequest = [...[route.onRequest ?? []].flat(), fromMemory];
    // First among the route's own onSend hooks: before compression turns the answer into a stream.
    route.onSend = [keep, ...[route.onSend ?? []].flat()];
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && !request.routeOptions.config?.publicRead && request.url.startsWith('/api/')) {
      reply.header('cache-control', 'private, no-store');
    }
    return payload;
  });
}
