import type { MediaKind } from '@foundation/contract/admin/media';

/** What a file's bytes say it is. */
export interface DetectedType {
  kind: MediaKind;
  /** The extension it is stored under, whatever it was uploaded as. */
  ext: string;
  mime: string;
}

const at = (bytes: Buffer, signature: string | number[], offset = 0) => {
  const sig = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= offset + sig.length && bytes.subarray(offset, offset + sig.length).equals(sig);
};

/** ISO base media (AVIF, M4A): the `ftyp` box's major and compatible brands. */
function isoBrands(bytes: Buffer): string[] {
  if (!at(bytes, 'ftyp', 4) || bytes.length < 16) return [];
  const size = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let i = 16; i + 4 <= size; i += 4) brands.push(bytes.toString('latin1', i, i + 4));
  return brands;
}

/** An MPEG audio frame header (layer I-III), the start of an MP3 without ID3 tags. */
function isMpegAudioFrame(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || (bytes[1]! & 0xe0) !== 0xe0) return false;
  const version = (bytes[1]! >> 3) & 0b11;
  const layer = (bytes[1]! >> 1) & 0b11;
  const bitrate = bytes[2]! >> 4;
  const rate = (bytes[2]! >> 2) & 0b11;
  return version !== 0b01 && layer !== 0b00 && bitrate !== 0b1111 && rate !== 0b11;
}

/**
 * The file's real type from its first bytes (its name and the browser's claimed type prove
 * nothing), or null when it is none of the images, PDFs and audio the site shows. SVG is not
 * among them: it is a document that can carry script.
 */
export function detectMediaType(bytes: Buffer): DetectedType | null {
  if (at(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', ext: 'jpg', mime: 'image/jpeg' };
  if (at(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', ext: 'png', mime: 'image/png' };
  if (at(bytes, 'GIF87a') || at(bytes, 'GIF89a')) return { kind: 'image', ext: 'gif', mime: 'image/gif' };
  if (at(bytes, 'RIFF') && at(bytes, 'WEBP', 8)) return { kind: 'image', ext: 'webp', mime: 'image/webp' };
  if (at(bytes, 'RIFF') && at(bytes, 'WAVE', 8)) return { kind: 'audio', ext: 'wav', mime: 'audio/wav' };
  if (at(bytes, '%PDF-')) return { kind: 'pdf', ext: 'pdf', mime: 'application/pdf' };
  if (at(bytes, 'OggS')) return { kind: 'audio', ext: 'ogg', mime: 'audio/ogg' };
  if (at(bytes, 'ID3') || isMpegAudioFrame(bytes)) return { kind: 'audio', ext: 'mp3', mime: 'audio/mpeg' };
  const brands = isoBrands(bytes);
  if (brands.some((b) => b === 'avif' || b === 'avis')) return { kind: 'image', ext: 'avif', mime: 'image/avif' };
  if (brands.some((b) => b === 'M4A ' || b === 'M4B ')) return { kind: 'audio', ext: 'm4a', mime: 'audio/mp4' };
  return null;
}

/** What a refused file most likely is, for the message that refuses it. */
export function describeUnknown(bytes: Buffer): string {
  const head = bytes.subarray(0, 512).toString('latin1').trimStart().toLowerCase();
  if (at(bytes, 'MZ')) return 'a Windows program';
  if (at(bytes, [0x7f, 0x45, 0x4c, 0x46]) || head.startsWith('#!')) return 'a program';
  if (at(bytes, 'PK')) return 'a zip archive';
  if (/^(<!doctype html|<html|<head|<body|<script|<iframe|<meta)/.test(head)) return 'a web page';
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'an SVG document';
  if (head.startsWith('<')) return 'a markup document';
  return 'not a file the site can show';
}

const extensionKinds: Record<string, MediaKind> = {
  jpg: 'image',
  jpeg: 'image',
  jfif: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  avif: 'image',
  pdf: 'pdf',
  mp3: 'audio',
  m4a: 'audio',
  ogg: 'audio',
  oga: 'audio',
  wav: 'audio',
};

/** The kind a file's name (or, without an extension, its declared type) claims, if it claims one we accept. */
export function claimedKind(filename: string, mimetype: string): MediaKind | null {
  const ext = /\.([a-z0-9]{1,8})$/i.exec(filename)?.[1]?.toLowerCase();
  if (ext) return extensionKinds[ext] ?? null;
  if (mimetype.startsWith('image/')) return 'image';
  if (mimetype === 'application/pdf') return 'pdf';
  if (mimetype.startsWith('audio/')) return 'audio';
  return null;
}
