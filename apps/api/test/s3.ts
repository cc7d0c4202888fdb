import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { s3Storage, type S3Settings, type Storage } from '../src/adapters/storage.ts';

export interface TestS3 {
  settings: S3Settings;
  /** The app's own storage against this server. */
  storage: Storage;
  /** Stops the server only, as an outage would; the storage is left to fail. */
  stop(): Promise<void>;
  /** Starts it again after stop(), on the same port with the same files: the outage is over. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

// The SDK's notice that its releases after January 2027 need Node 22 (see docs/decisions/0012).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** s3rver's fixed credentials: it checks every request's signature against them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3-compatible server in this process, on a free loopback port, with a bucket of its own. */
export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'foundation-s3-'));
  const bucket = 'foundation-test';
  const serve = (port: number) => new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  let server = serve(0);
  const { port } = await server.run();
  const settings: S3Settings = { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', forcePathStyle: true, ...CREDENTIALS };
  const storage = s3Storage(settings);
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    // Keep-alive sockets would hold the server open: the client lets go of them first.
    server.httpServer?.closeAllConnections();
    await server.close();
  };
  return {
    settings,
    storage,
    stop,
    async restart() {
      if (running) return;
      server = serve(port);
      await server.run();
      running = true;
    },
    async close() {
      await storage.close();
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** S3 settings as environment variables, for tests that start the app from its config; with S3 the processes share one sealing key. */
export const s3Env = (s: S3Settings): Record<string, string> => ({
  S3_ENDPOINT: s.endpoint,
  S3_BUCKET: s.bucket,
  S3_ACCESS_KEY_ID: s.accessKeyId,
  S3_SECRET_ACCESS_KEY: s.secretAccessKey,
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
});
