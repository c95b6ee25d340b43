import { schema, z } from '../zod-it.ts';
import { decimalInt } from './shared.ts';

/** `:id` of an uploaded object's routes: objects are named by a UUID. */
export const objectParams = schema(() => z.object({ id: z.uuid() }));
export type ObjectParams = z.infer<typeof objectParams>;

/** POST /api/objects/set-acl (SPEC §7): the object path, or the upload URL it was sent to. */
export const setAclBody = schema(() =>
  z.object({
    objectPath: z.string({ error: 'Percorso del file mancante' }).min(1).max(500),
  }),
);
export type SetAclBody = z.infer<typeof setAclBody>;

/**
 * POST /api/objects/upload: SPEC §7 sends nothing; a video may say its type and size, so that with S3
 * storage it is PUT straight into the bucket (issue 19).
 */
export const uploadRequestBody = schema(() =>
  z
    .object({
      kind: z.enum(['image', 'video']).optional(),
      contentType: z.string().max(100).optional(),
      size: z.number().int().min(0).optional(),
    })
    // Fastify hands a bodyless POST over as null.
    .nullish(),
);
export type UploadRequestBody = z.infer<typeof uploadRequestBody>;

/** The signed query of an upload URL. */
export const uploadQuery = schema(() =>
  z.object({
    expires: decimalInt,
    signature: z.string().min(1).max(200),
  }),
);

/** POST /api/objects/upload answer (SPEC §3 Upload): where to PUT the file, and the path it will have. */
export const uploadAnswer = schema(() => z.object({ uploadURL: z.string(), path: z.string() }));
export type UploadAnswer = z.infer<typeof uploadAnswer>;

/** The answer of the upload PUT and of set-acl (SPEC §3 Set-ACL response: success, path). */
export const objectPathPayload = schema(() => z.object({ success: z.literal(true), path: z.string() }));
export type ObjectPathPayload = z.infer<typeof objectPathPayload>;
