import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Area, Storage } from './types.ts';
import { contentTypeOf } from './content-type.ts';
import { checkKey, checkPrefix } from './keys.ts';
import { resolveRange } from './ranges.ts';
import { StorageUnavailableError } from './unavailable.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** bucket in the path (MinIO, s3rver, most self-hosted servers) rather than in the host name. */
  forcePathStyle: boolean;
}

/** The SDK names a missing object NoSuchKey on GET and NotFound on HEAD; the status says it either way. */
const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * One bucket, with each area under its own prefix (`public/`, `private/`). The bucket stays
 * private as a whole: no object gets a public URL, and even public files reach browsers through
 * our /uploads route, so nothing but this server's credentials can read a receipt.
 */
export function s3Storage(settings: S3Settings): Storage {
  const { bucket: Bucket } = settings;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible servers refuse the newer
    // default checksum headers, and TLS already guards the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable server must fail /readyz and a request in seconds, not hang them.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
  });
  const objectKey = (area: Area, key: string) => `${area}/${checkKey(key)}`;
  /** Every call to the bucket: a missing object stays itself, any other failure is an outage. */
  const send: S3Client['send'] = async (command: Parameters<S3Client['send']>[0]) => {
    try {
      return await client.send(command);
    } catch (error) {
      if (isMissing(error)) throw error;
      throw new StorageUnavailableError(error);
    }
  };

  async function head(Key: string) {
    try {
      return await send(new HeadObjectCommand({ Bucket, Key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(area, key, data) {
      // The length given, so an empty file is not taken for a stream of unknown length.
      const ContentLength = Buffer.byteLength(data);
      await send(new PutObjectCommand({ Bucket, Key: objectKey(area, key), Body: data, ContentLength, ContentType: contentTypeOf(key) }));
    },
    async read(area, key, range) {
      const Key = objectKey(area, key);
      // Ranges are resolved against the size by us (storage/ranges.ts), so every server sees an
      // explicit first-last range: not all S3-compatible servers know suffix ranges.
      let bounds: { start: number; end: number } | undefined;
      if (range) {
        const info = await head(Key);
        if (!info) return null;
        bounds = resolveRange(range, info.ContentLength ?? 0);
      }
      try {
        const got = await send(new GetObjectCommand({ Bucket, Key, Range: bounds && `bytes=${bounds.start}-${bounds.end}` }));
        // The bounds the server says it sent, not the ones asked for: some send more (s3rver
        // reads `bytes=0-0` as the whole file), and a reply must say what its body holds.
        const [, start = '0', end, total] = got.ContentRange?.match(/^bytes (\d+)-(\d+)\/(\d+)$/) ?? [];
        const size = Number(total ?? got.ContentLength ?? 0);
        return {
          stream: (got.Body as Readable | undefined) ?? Readable.from([]),
          size,
          start: Number(start),
          end: end === undefined ? size - 1 : Number(end),
          contentType: got.ContentType ?? contentTypeOf(key),
          etag: got.ETag,
          modified: got.LastModified,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async *list(area, prefix = '') {
      const pages = paginateListObjectsV2({ client }, { Bucket, Prefix: `${area}/${checkPrefix(prefix)}` });
      try {
        for await (const page of pages) {
          for (const object of page.Contents ?? []) {
            if (!object.Key) continue;
            yield { key: object.Key.slice(area.length + 1), size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) };
          }
        }
      } catch (error) {
        throw new StorageUnavailableError(error);
      }
    },
    async remove(area, key) {
      await send(new DeleteObjectCommand({ Bucket, Key: objectKey(area, key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async close() {
      client.destroy();
    },
  };
}
