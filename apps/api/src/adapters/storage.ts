import type { Config } from '../config.ts';
import type { Storage } from './storage/types.ts';
import { localStorage } from './storage/local.ts';
import { s3Storage } from './storage/s3.ts';

export { InvalidStorageKeyError, isValidKey } from './storage/keys.ts';
export { RangeNotSatisfiableError, type ByteRange } from './storage/ranges.ts';
export { StorageUnavailableError, STORAGE_RETRY_AFTER_SECONDS } from './storage/unavailable.ts';
export { localStorage } from './storage/local.ts';
export { s3Storage, type S3Settings } from './storage/s3.ts';
export type { Area, Storage, StoredFile, StoredRead } from './storage/types.ts';

/** S3 when its settings are given (config.ts checks they come together), local disk otherwise. */
export function createStorage(config: Config): Storage {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    return s3Storage({ endpoint, bucket, accessKeyId, secretAccessKey, region: config.S3_REGION, forcePathStyle: config.S3_FORCE_PATH_STYLE });
  }
  return localStorage(config.dataDir);
}
