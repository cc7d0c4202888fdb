import { describe, expect, it } from 'vitest';
import { listenOptions } from '../src/listen.ts';

const config = { HOST: '127.0.0.1', PORT: 3001 };

describe('where the server listens', () => {
  it('on the socket systemd passes as fd 3, when started by socket activation', () => {
    expect(listenOptions(config, { LISTEN_FDS: '1', LISTEN_PID: '4242' }, 4242)).toMatchObject({ fd: 3 });
    // A supervisor that cannot know the pid before it starts the process leaves LISTEN_PID out.
    expect(listenOptions(config, { LISTEN_FDS: '1' }, 4242)).toMatchObject({ fd: 3 });
  });

  it('on HOST:PORT otherwise, or when the sockets were meant for another process', () => {
    expect(listenOptions(config, {}, 4242)).toEqual({ port: 3001, host: '127.0.0.1' });
    expect(listenOptions(config, { LISTEN_FDS: '1', LISTEN_PID: '1' }, 4242)).toEqual({ port: 3001, host: '127.0.0.1' });
    expect(listenOptions(config, { LISTEN_FDS: '0' }, 4242)).toEqual({ port: 3001, host: '127.0.0.1' });
  });
});
