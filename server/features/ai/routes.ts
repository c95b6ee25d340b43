import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aiConversationList,
  analyzeBody,
  analyzeReply,
  chatBody,
  chatReply,
} from '../../../common/schemas/ai.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import { inSeconds } from '../../platform/http/errors.ts';
import * as service from './service.ts';

export interface AiRouteOptions extends service.AiDeps {
  rateLimitPerMinute: number;
}

/** JSON bodies of /api/ai/analyze may carry an 8 MB photo as base64 (4/3 of it). */
const ANALYZE_BODY_LIMIT = 12 * 1024 * 1024;

/** SPEC §7 AI calls: per-member rate limit, then the service. */
export async function aiRoutes(root: FastifyInstance, opts: AiRouteOptions) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const rateLimit = {
    max: opts.rateLimitPerMinute,
    timeWindow: '1 minute',
    // After the access check: a member's own budget, whatever their address.
    keyGenerator: (request: FastifyRequest) => `ai:${request.user?.id ?? request.ip ?? 'unknown'}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => ({
      statusCode: 429,
      message: `Hai fatto troppe domande all'assistente in poco tempo. Riprova tra ${inSeconds(Math.ceil(context.ttl / 1000))}.`,
    }),
  };

  app.get('/api/ai/conversations', { schema: { response: { 200: aiConversationList } } }, async (request) =>
    service.listConversations(opts.db, memberOf(request).id),
  );

  app.post(
    '/api/ai/analyze',
    {
      bodyLimit: ANALYZE_BODY_LIMIT,
      schema: { body: analyzeBody, response: { 200: analyzeReply } },
      config: { rateLimit },
    },
    async (request) => {
      const { response, conversationId } = await service.analyze(opts, memberOf(request).id, request.body);
      return typeof response === 'string'
        ? { question: response, conversationId }
        : { ...response, conversationId };
    },
  );

  app.post(
    '/api/ai/chat',
    { schema: { body: chatBody, response: { 200: chatReply } }, config: { rateLimit } },
    async (request) => service.chat(opts, memberOf(request).id, request.body),
  );
}
