import { endianness } from 'node:os';
import { rng, pick } from './random.ts';

/**
 * Short, gentle chime melodies as 16-bit mono PCM WAV: real audio the lecture players can load
 * and play, small enough to make at every seed (8 kHz keeps 8 s near 128 KB and the math quick).
 */
const RATE = 8000;
/** A major pentatonic around A4: any sequence of these notes sounds calm. */
const SCALE = [293.66, 329.63, 369.99, 440.0, 493.88, 587.33, 659.25, 739.99];
/** Bell-like partials: ratio, loudness and how fast each one dies away (per second). */
const PARTIALS = [
  [1, 1, 2.2],
  [2.76, 0.35, 4.5],
  [5.4, 0.12, 8],
] as const;
/** A partial this far below its start no longer matters; rendering stops there. */
const SILENT = 0.003;
const TAPER = 0.2 * RATE; // the bell's last 0.2 s fade to zero, so stopping never clicks

/**
 * One struck bell at `freq`, rendered once per process and reused by every file: a demo seed
 * places over a hundred notes, and this keeps the work per note to one addition per sample.
 */
const bells = new Map<number, Float32Array>();
function bell(freq: number): Float32Array {
  const cached = bells.get(freq);
  if (cached) return cached;
  const longest = Math.min(...PARTIALS.map(([, , decay]) => decay));
  const out = new Float32Array(Math.ceil((Math.log(1 / SILENT) / longest) * RATE));
  for (const [ratio, gain, decay] of PARTIALS) {
    // A damped sine by its two-term recurrence, y[n] = 2r·cos(w)·y[n-1] − r²·y[n-2]: no Math.sin
    // per sample, which matters while the code still runs cold at a first start.
    const w = (2 * Math.PI * freq * ratio) / RATE;
    const r = Math.exp(-decay / RATE);
    const k1 = 2 * r * Math.cos(w);
    const k2 = r * r;
    const length = Math.min(out.length, Math.ceil((Math.log(1 / SILENT) / decay) * RATE));
    let prev = 0;
    let cur = 0.3 * gain * r * Math.sin(w);
    for (let i = 1; i < length; i++) {
      out[i]! += cur;
      const next = k1 * cur - k2 * prev;
      prev = cur;
      cur = next;
    }
  }
  for (let i = 0; i < TAPER; i++) out[out.length - 1 - i]! *= i / TAPER;
  bells.set(freq, out);
  return out;
}

export function chimeWav(seed: string, seconds: number): Buffer {
  const rand = rng(seed);
  const total = Math.round(seconds * RATE);
  const samples = new Float32Array(total);

  // A soft drone a fifth below the tonic gives the chimes a floor to sit on (an undamped recurrence).
  const k = 2 * Math.cos((2 * Math.PI * 146.83) / RATE);
  let prev = 0;
  let cur = 0.08 * Math.sin((2 * Math.PI * 146.83) / RATE);
  for (let i = 1; i < total; i++) {
    samples[i] = cur;
    const next = k * cur - prev;
    prev = cur;
    cur = next;
  }

  for (let start = 0.3; start < seconds - 1.5; start += 0.45 + rand() * 0.6) {
    const note = bell(pick(rand, SCALE));
    const from = Math.round(start * RATE);
    const length = Math.min(note.length, total - from);
    for (let i = 0; i < length; i++) samples[from + i]! += note[i]!;
  }

  // Fade in and out so the player never clicks at either end.
  const fadeIn = 0.6 * RATE;
  const fadeOut = 1.5 * RATE;
  let peak = 0;
  for (let i = 0; i < total; i++) {
    samples[i]! *= Math.min(1, i / fadeIn, (total - i) / fadeOut);
    peak = Math.max(peak, Math.abs(samples[i]!));
  }
  const scale = peak > 0 ? (0.8 * 32767) / peak : 0;

  const pcm = new Int16Array(total);
  for (let i = 0; i < total; i++) pcm[i] = Math.round(samples[i]! * scale);
  const data = Buffer.from(pcm.buffer);
  // WAV is little-endian; typed arrays use the machine's order, so swap on the rare big-endian host.
  if (endianness() === 'BE') data.swap16();
  return Buffer.concat([wavHeader(data.length), data]);
}

/** The canonical 44-byte RIFF/WAVE header for mono 16-bit PCM. */
function wavHeader(dataBytes: number): Buffer {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16); // fmt chunk size
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(RATE, 24);
  h.writeUInt32LE(RATE * 2, 28); // bytes per second
  h.writeUInt16LE(2, 32); // block align
  h.writeUInt16LE(16, 34); // bits per sample
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(dataBytes, 40);
  return h;
}
