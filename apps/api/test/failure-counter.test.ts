import { describe, expect, it } from 'vitest';
import { FailureCounter } from '../src/plugins/failure-counter.ts';

describe('failed sign-ins of one account', () => {
  it('ask for no pause until the free attempts are used, then for pauses that double', () => {
    let now = 0;
    const counter = new FailureCounter(3, 15 * 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(counter.pauseMs('a@example.org')).toBe(0);
      counter.add('a@example.org');
    }
    const pauses: number[] = [];
    for (let i = 0; i < 4; i++) {
      pauses.push(counter.pauseMs('a@example.org'));
      now += pauses.at(-1)!; // wait the pause out, then fail again
      counter.add('a@example.org');
    }
    expect(pauses).toEqual([1000, 2000, 4000, 8000]);
    expect(counter.pauseMs('b@example.org')).toBe(0);
  });

  it('never ask for more than fifteen minutes, and start again after a success', () => {
    let now = 0;
    const counter = new FailureCounter(1, 60_000, () => now);
    for (let i = 0; i < 40; i++) counter.add('a@example.org');
    expect(counter.pauseMs('a@example.org')).toBe(15 * 60_000);
    now += 5 * 60_000;
    expect(counter.pauseMs('a@example.org')).toBe(10 * 60_000);
    counter.clear('a@example.org');
    expect(counter.pauseMs('a@example.org')).toBe(0);
  });
});
