import type { AccountDeleted } from '../../../common/schemas/account.ts';

export const presentDeleted = (deleted: AccountDeleted['deleted']): AccountDeleted => ({
  success: true,
  message: 'Il tuo account e tutti i tuoi dati sono stati eliminati.',
  deleted,
});

/** The download's file name, e.g. `riparami-dati-2026-11-23.zip`. */
export const exportFileName = (now: Date) => `riparami-dati-${now.toISOString().slice(0, 10)}.zip`;

/** The extension a stored file gets in the download. */
export const extensionOf = (contentType: string | null) =>
  ({ 'image/jpeg': 'jpg', 'image/png': 'png', 'video/mp4': 'mp4', 'video/webm': 'webm' })[
    contentType ?? ''
  ] ?? 'bin';
