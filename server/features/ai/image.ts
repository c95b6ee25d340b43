import { AI_LIMITS } from '../../../common/schemas/ai.ts';
import { HttpError } from '../../platform/http/errors.ts';

export interface CheckedImage {
  mimeType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';
  /** The data URL with the type the bytes really have. */
  dataUrl: string;
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The image type its first bytes say, whatever the data URL claims. */
function sniff(bytes: Buffer): CheckedImage['mimeType'] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && HEIC_BRANDS.has(bytes.toString('latin1', 8, 12)))
    return 'image/heic';
  return null;
}

const unsupported = () =>
  new HttpError(
    415,
    'UNSUPPORTED_IMAGE',
    'Formato immagine non supportato: usa una foto JPEG, PNG, WebP o HEIC',
  );

/** Checks an image data URL (issue 18): JPEG, PNG, WebP or HEIC by magic bytes (415), at most 8 MB (413). */
export function checkImage(dataUrl: string): CheckedImage {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,/i.exec(dataUrl.slice(0, 200));
  if (!match) throw unsupported();
  const base64 = dataUrl.slice(match[0].length).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw unsupported();
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if ((base64.length * 3) / 4 - padding > AI_LIMITS.imageBytes) {
    throw new HttpError(413, 'IMAGE_TOO_LARGE', "L'immagine è troppo grande: il massimo è 8 MB");
  }
  const mimeType = sniff(Buffer.from(base64.slice(0, 64), 'base64'));
  if (!mimeType) throw unsupported();
  return { mimeType, dataUrl: `data:${mimeType};base64,${base64}` };
}
