import type { Readable } from 'node:stream';
import type { ByteRange } from './ranges.ts';

/**
 * Where files live. `public` files are served as /uploads/<key>; `private` ones (receipts,
 * receipt PDFs, book PDFs) only through routes that decide who may read them.
 */
export type Area = 'public' | 'private';

export interface StoredFile {
  /** Relative to its area, as given to put(). */
  key: string;
  size: number;
  modified: Date;
}

export interface StoredRead {
  stream: Readable;
  /** Of the whole file, whatever range was asked for. */
  size: number;
  /** Inclusive bounds of the bytes in `stream`; `end` is -1 for an empty file. */
  start: number;
  end: number;
  contentType?: string;
  /** Validators for conditional requests (304) and If-Range. */
  etag?: string;
  modified?: Date;
}

/**
 * Every key is checked by one rule (keys.ts): put, read, list and remove throw
 * InvalidStorageKeyError for a key that could leave its area; a missing file reads as null.
 */
export interface Storage {
  put(area: Area, key: string, data: Buffer | string): Promise<void>;
  /** Null when there is no such file; throws RangeNotSatisfiableError for a range outside it. */
  read(area: Area, key: string, range?: ByteRange): Promise<StoredRead | null>;
  /** Every file whose key starts with `prefix`, in no promised order (for backups and clean-ups). */
  list(area: Area, prefix?: string): AsyncIterable<StoredFile>;
  /** Removing a file that is not there is not an error. */
  remove(area: Area, key: string): Promise<void>;
  /** Rejects when files can be neither read nor written (for /readyz). */
  check(): Promise<void>;
  /** Frees connections; the owner of the storage calls it after the app has closed. */
  close(): Promise<void>;
  /** Local folder behind the public area, served by the static file server; none for S3. */
  publicRoot?: string;
}
