/**
 * The file storage could not be reached (an S3 outage: refused connections, time-outs, the
 * server's own 5xx, refused credentials). Not the client's doing and not lasting: the error handler
 * answers 503 with Retry-After, so a browser or a donor tries again, and the caller wrote nothing
 * that needs the file (a receipt is stored before its donation row, a media file before its record).
 */
export class StorageUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(cause: unknown) {
    super('file storage unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** How long to wait before trying again: long enough for a brief outage to pass, short enough to retry. */
export const STORAGE_RETRY_AFTER_SECONDS = 60;
