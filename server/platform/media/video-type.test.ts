import { describe, expect, it } from 'vitest';
import { detectVideoType } from './video-type.ts';

const box = (atom: string, brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from(atom + brand, 'latin1'), Buffer.alloc(20)]);
const webm = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from('webm', 'latin1'),
  Buffer.alloc(20),
]);

describe('detectVideoType', () => {
  it.each([
    ['an MP4', box('ftyp', 'isom'), 'video/mp4'],
    ['an iPhone MP4', box('ftyp', 'mp42'), 'video/mp4'],
    ['a QuickTime movie', box('ftyp', 'qt  '), 'video/quicktime'],
    ['an old QuickTime movie', box('moov', '....'), 'video/quicktime'],
    ['a WebM', webm, 'video/webm'],
  ])('recognises %s', (_name, bytes, type) => expect(detectVideoType(bytes)).toBe(type));

  it.each([
    ['a HEIC photo', box('ftyp', 'heic')],
    ['an AVIF image', box('ftyp', 'avif')],
    ['an M4A song', box('ftyp', 'M4A ')],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0])],
    ['text', Buffer.from('questo non è un video')],
    ['a Matroska file that is not WebM', Buffer.concat([webm.subarray(0, 12), Buffer.from('matroska')])],
  ])('refuses %s', (_name, bytes) => expect(detectVideoType(bytes)).toBeNull());
});
