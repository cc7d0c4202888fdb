import type { Config } from './config.ts';

/** The first socket systemd passes (sd_listen_fds(3)): descriptors start after stdin, stdout and stderr. */
const SD_LISTEN_FDS_START = 3;

/**
 * Where the server listens. Started by systemd's socket activation (LISTEN_FDS, see
 * deploy/foundation@.socket) it takes over systemd's listening socket, which outlives the process:
 * during a restart connections wait in it for the next process, where a socket of its own would
 * refuse them, or reset the ones already queued the moment it closed. Otherwise on HOST:PORT.
 */
export function listenOptions(config: Pick<Config, 'HOST' | 'PORT'>, env: NodeJS.ProcessEnv = process.env, pid = process.pid) {
  const inherited = Number(env.LISTEN_FDS) >= 1 && (!env.LISTEN_PID || Number(env.LISTEN_PID) === pid);
  // With a descriptor Node ignores the host; Fastify only needs one that is not 'localhost', for
  // which it would bind ::1 as well.
  if (inherited) return { fd: SD_LISTEN_FDS_START, host: '0.0.0.0' };
  return { port: config.PORT, host: config.HOST };
}
