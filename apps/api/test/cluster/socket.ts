import net from 'node:net';

/** What net._createServerHandle returns: libuv's TCP handle, bound, not yet listening (or an errno). */
interface TcpHandle {
  fd: number;
  getsockname(out: { port?: number }): number;
  close(): void;
}
type CreateServerHandle = (address: string, port: number, addressType: 4 | 6) => TcpHandle | number;

export interface HeldSocket {
  port: number;
  /** The descriptor to pass a server process as its fd 3. */
  fd: number;
  close(): void;
}

/**
 * A loopback TCP socket this process holds and never accepts on, as systemd holds a socket unit's
 * (deploy/foundation@.socket): each server process started on it listens and accepts; between
 * one process and the next, connections wait in it. Node has no public way to hold a socket
 * without accepting on it: this is the bound, not yet listening handle its cluster module hands
 * to workers (net._createServerHandle); the first process's listen() makes it listen for good.
 */
export function holdSocket(): HeldSocket {
  const create = (net as unknown as { _createServerHandle: CreateServerHandle })._createServerHandle;
  const handle = create('127.0.0.1', 0, 4);
  if (typeof handle === 'number') throw new Error(`cannot bind a loopback socket (errno ${handle})`);
  const address: { port?: number } = {};
  handle.getsockname(address);
  return { port: address.port!, fd: handle.fd, close: () => handle.close() };
}
