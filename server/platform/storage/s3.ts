import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ObjectStorage, S3Options } from './storage.ts';

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey ||
  (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) ||
  (err instanceof Error && err.name === 'NotFound');

/** Objects in an S3-compatible bucket (S3_BUCKET), so every instance sees the same files. */
export function s3Storage(options: S3Options): ObjectStorage {
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    endpoint: options.endpoint,
    // Custom endpoints (MinIO, R2, Ceph…) usually want path-style addressing.
    forcePathStyle: !!options.endpoint,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where the service requires them: many S3-compatible servers reject the rest.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.length }));
    },
    async get(key, range) {
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }),
        );
        // A ranged answer's Content-Range ends with the whole object's size.
        const total = Number(res.ContentRange?.split('/')[1]);
        return {
          stream: res.Body as Readable,
          size: Number.isFinite(total) ? total : (res.ContentLength ?? 0),
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    // The browser talks to the bucket itself: presigned GETs (Range included) and video PUTs.
    direct: {
      readUrl: (key, { contentType, expiresInSeconds }) =>
        getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key, ResponseContentType: contentType }), {
          expiresIn: expiresInSeconds,
        }),
      uploadUrl: (key, { contentType, size, expiresInSeconds }) =>
        getSignedUrl(
          client,
          new PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ContentLength: size }),
          { expiresIn: expiresInSeconds },
        ),
      async size(key) {
        try {
          const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
          return res.ContentLength ?? 0;
        } catch (err) {
          if (isMissing(err)) return null;
          throw err;
        }
      },
    },
  };
}
