import { describe, expect, it } from 'vitest';
import { listeningUrl, loadConfig } from '../src/config.ts';

describe('the site’s public address', () => {
  it('is where the server listens when PUBLIC_URL is not set: a second copy on another port links to itself', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4010' }).PUBLIC_URL).toBe('http://localhost:4010');
    expect(loadConfig({ PORT: '4010', HOST: '127.0.0.1' }).PUBLIC_URL).toBe('http://127.0.0.1:4010');
    expect(loadConfig({ PORT: '4010', HOST: '::' }).PUBLIC_URL).toBe('http://localhost:4010');
    expect(loadConfig({ PORT: '4010', HOST: '::1' }).PUBLIC_URL).toBe('http://[::1]:4010');
    expect(loadConfig({ PORT: '4010', HOST: 'foundation.lan' }).PUBLIC_URL).toBe('http://foundation.lan:4010');
  });

  it('is PUBLIC_URL when set, whatever the port (behind a proxy, the address visitors use)', () => {
    expect(loadConfig({ PORT: '3001', PUBLIC_URL: 'https://foundation.example' }).PUBLIC_URL).toBe('https://foundation.example');
    // An empty value, as an .env line `PUBLIC_URL=` leaves it, is no value.
    expect(loadConfig({ PORT: '4010', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:4010');
  });

  it('must be given with PORT=0, whose port is known only once listening, and be an address', () => {
    expect(() => loadConfig({ PORT: '0' })).toThrow(/PUBLIC_URL: PUBLIC_URL is needed with PORT=0/);
    expect(loadConfig({ PORT: '0', PUBLIC_URL: 'http://localhost:8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(() => loadConfig({ PUBLIC_URL: 'foundation.example' })).toThrow(/PUBLIC_URL/);
  });

  it('names every interface as localhost and brackets IPv6', () => {
    expect(listeningUrl('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(listeningUrl('[::]', 3000)).toBe('http://localhost:3000');
    expect(listeningUrl('[::1]', 3000)).toBe('http://[::1]:3000');
  });
});
