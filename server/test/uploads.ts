import { expect } from 'vitest';
import type { UploadAnswer } from '../../common/schemas/objects.ts';
import { jpegWithGps } from './images.ts';
import type { Caller } from './requests.ts';

/** Asks for an upload URL as `member` (SPEC §7 upload flow). */
export async function requestUpload(member: Caller): Promise<UploadAnswer> {
  const res = await member.send('POST', '/api/objects/upload');
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** PUTs bytes to an upload URL as `member`, declaring `type`. */
export const putUpload = (member: Caller, uploadURL: string, body: Buffer, type = 'image/jpeg') =>
  member.send('PUT', uploadURL, body, { 'content-type': type });

/** A JPEG `member` uploaded (private until set-acl or a post uses it): its object path. */
export async function uploadImage(member: Caller, image?: Buffer): Promise<string> {
  const { uploadURL, path } = await requestUpload(member);
  const res = await putUpload(member, uploadURL, image ?? (await jpegWithGps()));
  expect(res.statusCode).toBe(200);
  return path;
}
