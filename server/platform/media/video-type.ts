export type VideoType = 'video/mp4' | 'video/webm' | 'video/quicktime';

/** ISO-BMFF brands that are still images or audio, not video (HEIC/AVIF photos, iTunes audio). */
const NOT_VIDEO_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'M4A ',
  'M4B ',
  'M4P ',
]);
/** Atoms an old QuickTime file may start with instead of `ftyp`. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** The real type of a video upload by its magic bytes (the first 64 are enough), or null. */
export function detectVideoType(head: Buffer): VideoType | null {
  if (head.length >= 12) {
    const atom = head.toString('latin1', 4, 8);
    if (atom === 'ftyp') {
      const brand = head.toString('latin1', 8, 12);
      if (NOT_VIDEO_BRANDS.has(brand)) return null;
      return brand === 'qt  ' ? 'video/quicktime' : 'video/mp4';
    }
    if (QUICKTIME_ATOMS.has(atom)) return 'video/quicktime';
  }
  // WebM is Matroska (EBML header) whose DocType says webm.
  const ebml =
    head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3;
  if (ebml && head.subarray(0, 64).includes('webm', 0, 'latin1')) return 'video/webm';
  return null;
}
