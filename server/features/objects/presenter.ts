import type { ObjectPathPayload, UploadAnswer } from '../../../common/schemas/objects.ts';
import { objectPath } from '../../domain/objects.ts';

/** POST /api/objects/upload: where to PUT the file, and the path it will have. */
export const presentUpload = (objectId: string, uploadURL: string): UploadAnswer => ({
  uploadURL,
  path: objectPath(objectId),
});

/** The upload PUT and set-acl: the object's path (SPEC §3 Set-ACL response). */
export const presentObjectPath = (objectId: string): ObjectPathPayload => ({
  success: true,
  path: objectPath(objectId),
});
