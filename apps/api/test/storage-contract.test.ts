import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { InvalidStorageKeyError, localStorage, RangeNotSatisfiableError, type Storage, type StoredFile } from '../src/adapters/storage.ts';
import { parseRangeHeader } from '../src/adapters/storage/ranges.ts';
import { startS3, type TestS3 } from './s3.ts';

/** Each adapter as the app builds it, and how a test makes it fail its health check. */
interface Subject {
  storage: Storage;
  breakIt(): Promise<void>;
  close(): Promise<void>;
}

const adapters: Record<string, () => Promise<Subject>> = {
  'local disk': async () => {
    const dir = mkdtempSync(join(tmpdir(), 'foundation-storage-'));
    const storage = localStorage(dir);
    return {
      storage,
      breakIt: async () => rmSync(join(dir, 'private'), { recursive: true, force: true }),
      close: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  's3 (s3rver)': async () => {
    const s3: TestS3 = await startS3();
    return { storage: s3.storage, breakIt: s3.stop, close: s3.close };
  },
};

async function text(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

async function keysOf(files: AsyncIterable<StoredFile>) {
  const all: StoredFile[] = [];
  for await (const file of files) all.push(file);
  return all.map((f) => f.key).sort();
}

describe.each(Object.keys(adapters))('storage on %s', (name) => {
  let s: Subject;
  let storage: Storage;
  beforeAll(async () => {
    s = await adapters[name]!();
    storage = s.storage;
  });
  afterAll(() => s.close());

  it('reads back what was put, with its size and type, and nothing for a missing key', async () => {
    await storage.put('public', 'gallery/camp.png', Buffer.from('png bytes'));
    const file = await storage.read('public', 'gallery/camp.png');
    expect(file).toMatchObject({ size: 9, start: 0, end: 8, contentType: 'image/png' });
    expect(await text(file!.stream)).toBe('png bytes');
    expect(file!.etag).toBeTruthy();
    expect(file!.modified!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await storage.read('public', 'gallery/none.png')).toBeNull();
    expect(await storage.read('public', 'gallery/none.png', { start: 0 })).toBeNull();
  });

  it('keeps the two areas apart', async () => {
    await storage.put('private', 'receipts/only-private.pdf', '%PDF-1.4');
    expect(await storage.read('public', 'receipts/only-private.pdf')).toBeNull();
    expect(await keysOf(storage.list('public', 'receipts/'))).toEqual([]);
  });

  it('reads byte ranges: first-last, open-ended, the last bytes, and past the end', async () => {
    await storage.put('public', 'audio/talk.mp3', '0123456789');
    const cases = [
      [{ start: 2, end: 5 }, '2345', 2, 5],
      [{ start: 7 }, '789', 7, 9],
      [{ suffix: 4 }, '6789', 6, 9],
      [{ suffix: 40 }, '0123456789', 0, 9],
      [{ start: 8, end: 99 }, '89', 8, 9],
    ] as const;
    for (const [range, body, start, end] of cases) {
      const file = await storage.read('public', 'audio/talk.mp3', range);
      expect({ range, body: await text(file!.stream), start: file!.start, end: file!.end, size: file!.size }).toEqual({ range, body, start, end, size: 10 });
    }
    // s3rver sends the whole file for `bytes=0-0`: what matters is that the bounds say so.
    const first = await storage.read('public', 'audio/talk.mp3', { start: 0, end: 0 });
    expect(await text(first!.stream)).toBe('0123456789'.slice(first!.start, first!.end + 1));
    expect(first!.start).toBe(0);
    for (const range of [{ start: 10 }, { start: 50, end: 60 }, { suffix: 0 }]) {
      await expect(storage.read('public', 'audio/talk.mp3', range)).rejects.toEqual(new RangeNotSatisfiableError(10));
    }
    await storage.put('public', 'empty.txt', '');
    expect((await storage.read('public', 'empty.txt'))!.size).toBe(0);
    await expect(storage.read('public', 'empty.txt', { start: 0 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
  });

  it('lists an area by prefix, with sizes and dates, keys relative to the area', async () => {
    await storage.put('private', 'receipts/2026-01/a.png', 'aa');
    await storage.put('private', 'receipts/2026-02/b.pdf', 'bbb');
    await storage.put('private', 'receipt-pdfs/2026-02/c.pdf', 'c');
    await storage.put('private', 'books/guide.pdf', 'book');
    expect(await keysOf(storage.list('private', 'receipts/'))).toEqual(['receipts/2026-01/a.png', 'receipts/2026-02/b.pdf', 'receipts/only-private.pdf']);
    expect(await keysOf(storage.list('private', 'receipts/2026-0'))).toEqual(['receipts/2026-01/a.png', 'receipts/2026-02/b.pdf']);
    expect(await keysOf(storage.list('private', 'receipt'))).toHaveLength(4);
    expect(await keysOf(storage.list('private', 'nothing/'))).toEqual([]);
    const all: StoredFile[] = [];
    for await (const file of storage.list('private')) all.push(file);
    expect(all.find((f) => f.key === 'books/guide.pdf')).toEqual({ key: 'books/guide.pdf', size: 4, modified: expect.any(Date) });
    expect(all).toHaveLength(5);
  });

  it('removes a file, and removing a missing one is no error', async () => {
    await storage.put('private', 'receipts/gone.png', 'x');
    await storage.remove('private', 'receipts/gone.png');
    expect(await storage.read('private', 'receipts/gone.png')).toBeNull();
    await expect(storage.remove('private', 'receipts/gone.png')).resolves.toBeUndefined();
  });

  it('refuses every key that could leave its area or that no file system could hold', async () => {
    const bad = ['', '../private/receipts/a.pdf', 'a/../../b', './a', 'a//b', '/etc/passwd', 'a\\..\\b', 'a\0b', 'a\nb', 'x'.repeat(256), `${'abc/'.repeat(130)}x`];
    for (const key of bad) {
      await expect(storage.put('public', key, 'x'), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.read('public', key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.remove('public', key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    await expect(keysOf(storage.list('public', '../'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('passes its health check, and fails it once the files are out of reach', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    await s.breakIt();
    await expect(storage.check()).rejects.toThrow();
  });
});

describe('a Range header as browsers send it', () => {
  it('reads one range of bytes, and anything else as "the whole file"', () => {
    expect(parseRangeHeader('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(parseRangeHeader('bytes=100-')).toEqual({ start: 100 });
    expect(parseRangeHeader('bytes=-500')).toEqual({ suffix: 500 });
    for (const header of [undefined, '', 'bytes=-', 'bytes=5-2', 'bytes=0-1,4-5', 'items=0-1', 'bytes=a-b', `bytes=0-${'9'.repeat(30)}`]) {
      expect(parseRangeHeader(header), header).toBeUndefined();
    }
  });
});
