import sharp from 'sharp';
import { AVATAR_SIDE, type AvatarCropQuery } from '../../../common/schemas/settings.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { detectImageType } from '../../platform/media/images.ts';

/**
 * The square of a photo a member chose (the centre square when they did not), re-encoded as a
 * JPEG of AVATAR_SIDE pixels with every metadata block dropped, plus a small thumbnail.
 */
export async function cropAvatar(
  input: Buffer,
  crop: AvatarCropQuery,
): Promise<{ image: Buffer; thumb: Buffer }> {
  if (!detectImageType(input))
    throw new HttpError(415, 'UNSUPPORTED_IMAGE', 'Sono accettate solo immagini JPG o PNG');
  try {
    const rotated = await sharp(input, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = rotated.info;
    const side = Math.min(crop.size ?? Math.min(width, height), width, height);
    const left = Math.min(crop.x ?? Math.floor((width - side) / 2), width - side);
    const top = Math.min(crop.y ?? Math.floor((height - side) / 2), height - side);
    const square = sharp(rotated.data)
      .extract({ left, top, width: side, height: side })
      .flatten({ background: '#ffffff' });
    const image = await square
      .clone()
      .resize(AVATAR_SIDE, AVATAR_SIDE)
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    const thumb = await square.clone().resize(96, 96).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    return { image, thumb };
  } catch {
    throw new HttpError(400, 'BROKEN_IMAGE', "L'immagine è danneggiata o non leggibile");
  }
}
