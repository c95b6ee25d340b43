import { z } from '../zod-it.ts';

/** POST /api/objects/set-acl (SPEC §7). */
export const setAclBody = z.object({
  objectPath: z.string({ error: 'Percorso del file mancante' }).min(1).max(500),
});
export type SetAclBody = z.infer<typeof setAclBody>;

/** The signed query of an upload URL. */
export const uploadQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(200),
});

/** POST /api/objects/upload answer (SPEC §3 Upload). */
export interface UploadAnswer {
  uploadURL: string;
  path: string;
}
