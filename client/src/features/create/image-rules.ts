import { LIMITS } from '@common/constants.ts';
import { it } from '../../i18n/it.ts';

/** SPEC §5: post images are JPG or PNG. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export interface ImageCheck {
  accepted: File[];
  /** The first problem found, as toast texts; null when every file was accepted. */
  problem: { title: string; description: string } | null;
}

/**
 * Checks picked files against SPEC §5 before any upload: JPG/PNG only, at most 5 MB each, at most
 * `LIMITS.postImagesMax` images in all (`already` are attached). Files past the limit are dropped.
 */
export function checkImages(files: readonly File[], already: number): ImageCheck {
  const accepted: File[] = [];
  let problem: ImageCheck['problem'] = null;
  for (const file of files) {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      problem ??= { title: it.create.uploadInvalid, description: it.create.notAnImage(file.name) };
    } else if (file.size > LIMITS.postImageBytes) {
      problem ??= { title: it.create.uploadInvalid, description: it.create.tooLarge(file.name) };
    } else if (already + accepted.length >= LIMITS.postImagesMax) {
      problem ??= { title: it.create.tooManyTitle, description: it.create.tooMany(LIMITS.postImagesMax) };
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problem };
}
