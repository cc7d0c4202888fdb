import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { Header, Pack, Parser, ReadEntry } from 'tar';

/** Size, SHA-256 and newline count of bytes as they stream past. */
export class Digest {
  private hash = createHash('sha256');
  size = 0;
  lines = 0;
  update(chunk: Buffer) {
    this.hash.update(chunk);
    this.size += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) this.lines++;
  }
  sha256() {
    return this.hash.digest('hex');
  }
}

export interface ArchiveWriter {
  /** Streams `size` bytes into the archive as `path`; resolves with their digest. */
  add(path: string, size: number, source: AsyncIterable<Buffer>): Promise<{ size: number; sha256: string }>;
  close(): Promise<void>;
  /** Stops writing after a failure; the caller removes the file. */
  abort(): void;
}

/**
 * A .tar.gz written entry by entry: a tar header needs the size first, so callers hand over files
 * whose size they know (a stored file, a table already spooled to disk). Nothing is held whole.
 */
export function createArchive(file: string): ArchiveWriter {
  // The archive holds receipts and donors' details: readable by its owner only.
  const out = createWriteStream(file, { mode: 0o600 });
  const pack = new Pack({ gzip: true, portable: true });
  const failed = new Promise<never>((_, reject) => {
    pack.on('error', reject);
    out.on('error', reject);
  });
  failed.catch(() => {});
  pack.pipe(out);
  return {
    async add(path, size, source) {
      const entry = new ReadEntry(new Header({ path, size, type: 'File', mode: 0o600, mtime: new Date() }));
      pack.add(entry);
      const digest = new Digest();
      for await (const chunk of source) {
        digest.update(chunk);
        if (digest.size > size) break;
        if (!entry.write(chunk)) await Promise.race([once(entry, 'drain'), failed]);
      }
      // Fewer or more bytes than the header promised would leave a tar that lies about itself.
      if (digest.size !== size) throw new Error(`${path} changed while it was being archived (${size} bytes expected, ${digest.size} read)`);
      entry.end();
      return { size, sha256: digest.sha256() };
    },
    async close() {
      pack.end();
      await Promise.race([finished(out), failed]);
    },
    abort() {
      out.destroy();
    },
  };
}

/**
 * The entries of a .tar.gz one at a time, each a stream to read (or leave: it is then skipped).
 * The parser waits for an entry to be read before it goes on, so only a chunk is in memory.
 * `strict` turns a damaged archive (bad gzip CRC, a bad header, a cut-off end) into an error.
 */
export async function* readArchive(file: string): AsyncGenerator<ReadEntry> {
  const parser = new Parser({ strict: true, maxDecompressionRatio: Infinity });
  const source = createReadStream(file);
  const queue: ReadEntry[] = [];
  let ended = false;
  let failure: unknown;
  let wake = () => {};
  let current: ReadEntry | undefined;
  parser.on('entry', (entry: ReadEntry) => {
    queue.push(entry);
    wake();
  });
  parser.on('end', () => {
    ended = true;
    wake();
  });
  const fail = (error: unknown) => {
    failure ??= error;
    // An entry being read when the archive breaks never ends: make its reader fail instead.
    if (current && !current.emittedEnd && current.listenerCount('error') > 0) current.emit('error', error);
    wake();
  };
  parser.on('error', fail);
  source.on('error', fail);
  source.pipe(parser);
  try {
    for (;;) {
      if (failure) throw failure;
      const entry = queue.shift();
      if (entry) {
        current = entry;
        yield entry;
        entry.resume();
      } else if (ended) return;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    source.destroy();
  }
}

/** The lines of a stream of UTF-8 bytes (JSON lines never hold a raw newline). */
export async function* linesOf(source: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let rest = Buffer.alloc(0);
  for await (const chunk of source) {
    let buffer = Buffer.concat([rest, chunk]);
    for (let i = buffer.indexOf(10); i !== -1; i = buffer.indexOf(10)) {
      yield buffer.subarray(0, i).toString('utf8');
      buffer = buffer.subarray(i + 1);
    }
    rest = buffer;
  }
  if (rest.length > 0) yield rest.toString('utf8');
}

export async function readAll(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}
