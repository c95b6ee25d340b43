import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '../../../common/constants.ts';
import {
  type ObjectParams,
  objectParams,
  objectPathPayload,
  setAclBody,
  uploadAnswer,
  uploadQuery,
  uploadRequestBody,
} from '../../../common/schemas/objects.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { parseRange } from './ranges.ts';
import * as objects from './service.ts';

/**
 * Members' files are cached a few minutes only (issue 25): a file may stop being public (its post
 * hidden by a moderator, deleted, its account erased), and a year-long immutable copy in a shared
 * cache would outlive that. Hidden content's files are cached privately.
 */
export const MEDIA_MAX_AGE_SECONDS = 300;
const cacheControlOf = (row: { acl: 'private' | 'public'; hidden: boolean }) =>
  `${row.acl === 'public' && !row.hidden ? 'public' : 'private'}, max-age=${MEDIA_MAX_AGE_SECONDS}`;

/** The upload flow of SPEC §7 and the serving of uploaded files with ACL checks. */
export async function objectRoutes(root: FastifyInstance, opts: objects.UploadDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Raw bytes for PUT uploads; the real type is decided by magic bytes, not by this header. Videos
  // may reach 100 MB; an image over 5 MB is refused once its bytes say it is no video.
  for (const types of [['image/jpeg', 'image/png', 'application/octet-stream'], /^video\//]) {
    app.addContentTypeParser(
      types,
      { parseAs: 'buffer', bodyLimit: LIMITS.reelVideoBytes },
      (_request, body, done) => done(null, body),
    );
  }

  app.post(
    '/api/objects/upload',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { body: uploadRequestBody, response: { 200: uploadAnswer } },
    },
    async (request) => objects.startUpload(opts, memberOf(request), request.body),
  );

  app.put(
    '/api/objects/uploads/:id',
    {
      bodyLimit: LIMITS.reelVideoBytes,
      // Per member, not per address: each URL is one member's (issue 25).
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
      schema: { params: objectParams, querystring: uploadQuery, response: { 200: objectPathPayload } },
      // The URL, its signature, expiry and object are checked before a byte of the body is read; a
      // body announced over the limit is refused by its Content-Length (413) at the same stage.
      preParsing: async (request, _reply, payload) => {
        const { id } = request.params as { id: string };
        await objects.checkUploadUrl(opts, memberOf(request), id, request.query as Record<string, unknown>);
        return payload;
      },
      // A refusal leaves the body unread: the connection is closed rather than drained.
      onSend: async (request, reply, payload) => {
        if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
        return payload;
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!Buffer.isBuffer(request.body)) {
        throw new HttpError(415, 'UNSUPPORTED_IMAGE', 'Sono accettate solo immagini JPG o PNG');
      }
      const declared = request.headers['content-type'] ?? '';
      return objects.receiveUpload(opts, memberOf(request), id, request.query, request.body, declared);
    },
  );

  app.post(
    '/api/objects/set-acl',
    { schema: { body: setAclBody, response: { 200: objectPathPayload } } },
    async (request) => objects.makePublic(opts, memberOf(request), request.body.objectPath),
  );

  const serve = (suffix: '' | '.thumb') =>
    async function handler(request: FastifyRequest<{ Params: ObjectParams }>, reply: FastifyReply) {
      // Any other id names no object: 404, as a missing one.
      if (request.validationError) throw notFound('File non trovato');
      const { id } = request.params;
      const row = await objects.readableObject(opts, id, request.user);
      if (!row) throw notFound('File non trovato');
      if (opts.storage.direct) {
        // On S3 the bucket serves the bytes (Range included) through a short-lived presigned GET.
        const url = await opts.storage.direct.readUrl(`${id}${suffix}`, {
          contentType: suffix ? 'image/jpeg' : (row.contentType ?? undefined),
          expiresInSeconds: 3600,
        });
        reply.header('cache-control', cacheControlOf(row));
        return reply.redirect(url, 302);
      }
      // Videos play and seek through Range requests (issue 19); thumbnails always go whole.
      const range = suffix || row.size === null ? null : parseRange(request.headers.range, row.size);
      if (range === 'unsatisfiable') {
        throw new HttpError(
          416,
          'RANGE_NOT_SATISFIABLE',
          'Intervallo non valido',
          {},
          {
            'content-range': `bytes */${row.size}`,
          },
        );
      }
      const file = await opts.storage.get(`${id}${suffix}`, range ?? undefined);
      if (!file) throw notFound('File non trovato');
      reply.header('cache-control', cacheControlOf(row));
      reply.header('accept-ranges', 'bytes');
      if (range) {
        reply.code(206);
        reply.header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
        reply.header('content-length', range.end - range.start + 1);
      } else reply.header('content-length', file.size);
      return reply
        .type(suffix ? 'image/jpeg' : (row.contentType ?? 'application/octet-stream'))
        .send(file.stream);
    };
  const served = {
    config: { access: 'public' as const },
    schema: { params: objectParams },
    attachValidation: true,
  };
  app.get('/objects/uploads/:id', served, serve(''));
  app.get('/objects/uploads/:id/thumb', served, serve('.thumb'));
}
