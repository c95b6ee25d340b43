import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '../../../common/constants.ts';
import { setAclBody, uploadQuery } from '../../../common/schemas/objects.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import { forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import { signedUploadUrl, verifyUploadSignature } from '../../platform/storage/signed-url.ts';
import { objectIdOf, objectPath } from './paths.ts';
import * as objects from './service.ts';

export interface ObjectRouteOptions extends objects.ObjectsDeps {
  secret: string;
}

const UUID = /^[0-9a-f-]{36}$/;

/** The upload flow of SPEC §7 and the serving of uploaded files with ACL checks. */
export async function objectRoutes(root: FastifyInstance, opts: ObjectRouteOptions) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Raw bytes for PUT uploads; the real type is decided by magic bytes, not by this header.
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: LIMITS.postImageBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/objects/upload',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request) => {
      const member = memberOf(request);
      const row = await objects.reserveUpload(opts, member.id);
      return { uploadURL: signedUploadUrl(opts.secret, row.id, member.id), path: objectPath(row.id) };
    },
  );

  app.put(
    '/api/objects/uploads/:id',
    { schema: { querystring: uploadQuery }, bodyLimit: LIMITS.postImageBytes },
    async (request) => {
      const member = memberOf(request);
      const { id } = request.params as { id: string };
      const { expires, signature } = request.query;
      if (!UUID.test(id) || !verifyUploadSignature(opts.secret, id, member.id, expires, signature)) {
        throw forbidden('URL di upload non valido o scaduto');
      }
      if (!Buffer.isBuffer(request.body)) {
        throw new HttpError(415, 'UNSUPPORTED_IMAGE', 'Sono accettate solo immagini JPG o PNG');
      }
      if (request.body.length === 0) throw new HttpError(400, 'EMPTY_UPLOAD', 'Il file caricato è vuoto');
      await objects.storeImage(opts, id, member.id, request.body);
      return { success: true, path: objectPath(id) };
    },
  );

  app.post('/api/objects/set-acl', { schema: { body: setAclBody } }, async (request) => {
    const member = memberOf(request);
    const id = objectIdOf(request.body.objectPath);
    if (!id) throw new HttpError(400, 'BAD_OBJECT_PATH', 'Percorso del file non valido');
    await objects.makePublic(opts, id, member.id);
    return { success: true, path: objectPath(id) };
  });

  const serve = (suffix: '' | '.thumb') =>
    async function handler(request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) {
      const { id } = request.params as { id: string };
      if (!UUID.test(id)) throw notFound('File non trovato');
      const row = await objects.readableObject(opts, id, request.user?.id);
      const file = row && (await opts.storage.get(`${id}${suffix}`));
      if (!row || !file) throw notFound('File non trovato');
      // Objects never change once uploaded: cache for a year, privately when not public.
      reply.header(
        'cache-control',
        row.acl === 'public' ? 'public, max-age=31536000, immutable' : 'private, max-age=3600',
      );
      reply.header('content-length', file.size);
      return reply
        .type(suffix ? 'image/jpeg' : (row.contentType ?? 'application/octet-stream'))
        .send(file.stream);
    };
  app.get('/objects/uploads/:id', { config: { access: 'public' } }, serve(''));
  app.get('/objects/uploads/:id/thumb', { config: { access: 'public' } }, serve('.thumb'));
}
