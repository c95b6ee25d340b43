import { createHmac, timingSafeEqual } from 'node:crypto';

/** Upload URLs are valid 15 minutes. */
export const UPLOAD_URL_TTL_MS = 15 * 60_000;

function sign(secret: string, objectId: string, ownerId: string, expires: number): string {
  return createHmac('sha256', secret).update(`upload.${objectId}.${ownerId}.${expires}`).digest('base64url');
}

/** A PUT URL for one object, bound to its uploader and expiring. */
export function signedUploadUrl(secret: string, objectId: string, ownerId: string, now = Date.now()): string {
  const expires = now + UPLOAD_URL_TTL_MS;
  const signature = sign(secret, objectId, ownerId, expires);
  return `/api/objects/uploads/${objectId}?expires=${expires}&signature=${signature}`;
}

/** Checks a signature for this object and uploader; false when tampered with or expired. */
export function verifyUploadSignature(
  secret: string,
  objectId: string,
  ownerId: string,
  expires: number,
  signature: string,
  now = Date.now(),
): boolean {
  if (!Number.isFinite(expires) || expires < now) return false;
  const expected = Buffer.from(sign(secret, objectId, ownerId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
