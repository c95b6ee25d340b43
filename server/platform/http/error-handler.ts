import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors.ts';

function send(request: FastifyRequest, reply: FastifyReply, status: number, message: string, extra = {}) {
  // The auth calls of SPEC §7 answer { success, error }; every body carries { message }.
  const auth = request.url.startsWith('/api/auth/') ? { success: false, error: message } : {};
  return reply.status(status).send({ message, ...auth, ...extra });
}

/** One place that maps every error to an Italian JSON body with the right status; 500s hide details. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return send(request, reply, error.statusCode, error.message, error.extra);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath?.split('/').filter(Boolean).join('.') ?? '';
      return send(request, reply, 400, issue?.message ?? 'Dati non validi', { field: field || undefined });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(request, reply, 400, 'Il corpo della richiesta non è un JSON valido');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(request, reply, 413, 'La richiesta è troppo grande');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(request, reply, 415, 'Tipo di contenuto non supportato');
    }
    if (error.statusCode === 429) {
      return send(request, reply, 429, error.message);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(request, reply, error.statusCode, 'Richiesta non valida');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, 'Si è verificato un errore interno. Riprova più tardi.');
  });

  app.setNotFoundHandler((request, reply) => {
    return send(request, reply, 404, 'Risorsa non trovata');
  });
}
