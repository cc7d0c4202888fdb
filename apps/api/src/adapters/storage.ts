import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { ByteRange } from './storage/ranges.ts';
import { localStorage } from './storage/local.ts';
import { s3Storage } from './storage/s3.ts';

export { InvalidStorageKeyError, isValidKey } from './storage/keys.ts';
export { RangeNotSatisfiableError, type ByteRange } from './storage/ranges.ts';
export { StorageUnavailableError, STORAGE_RETRY_AFTER_SECONDS } from './storage/unavailable.ts';
export { localStorage } from './storage/local.ts';
export { s3Storage, type S3Settings } from './storage/s3.ts';

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
 * Every key is checked by one rule (storage/keys.ts): put, read, list and remove throw
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

/** S3 when its settings are given (config.ts checks they come together), local disk otherwise. */
export function createStorage(config: Config): Storage {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    return s3Storage({ endpoint, bucket, accessKeyId, secretAccessKey, region: config.S3_REGION, forcePathStyle: config.S3_FORCE_PATH_STYLE });
  }
  return localStorage(config.dataDir);
}
