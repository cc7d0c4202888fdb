import type { Redis } from 'ioredis';

/** The Redis the processes share, and how its failures are reported (opened by redis.ts). */
export interface RedisLink {
  client: Redis;
  /** Starts every key and the cache channel (REDIS_PREFIX). */
  prefix: string;
  /** Reports a failed Redis call; the caller then carries on as if Redis had no opinion. */
  failed(error: unknown): void;
  /** Another connection with the same settings (pub/sub needs one of its own). */
  duplicate(): Redis;
  close(): Promise<void>;
}
