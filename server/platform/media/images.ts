import sharp from 'sharp';

export type ImageType = 'image/jpeg' | 'image/png';

/** The real type of an upload by its magic bytes, whatever the request claimed. */
export function detectImageType(data: Buffer): ImageType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((b, i) => data[i] === b)) return 'image/png';
  return null;
}

export interface ProcessedImage {
  data: Buffer;
  thumbnail: Buffer;
  contentType: ImageType;
  width: number;
  height: number;
}

const MAX_SIDE = 2048;
const THUMB_WIDTH = 480;

/**
 * Re-encodes an image in its own format with every metadata block dropped (EXIF GPS included),
 * applying the EXIF orientation first, and makes a small JPEG thumbnail. Throws on a broken image.
 */
export async function processImage(input: Buffer, type: ImageType): Promise<ProcessedImage> {
  const base = sharp(input, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
  const resized = base
    .clone()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    type === 'image/jpeg'
      ? resized.jpeg({ quality: 82, mozjpeg: true })
      : resized.png({ compressionLevel: 9 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  const thumbnail = await base
    .clone()
    .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 75, mozjpeg: true })
    .toBuffer();
  return { data, thumbnail, contentType: type, width: info.width, height: info.height };
}
