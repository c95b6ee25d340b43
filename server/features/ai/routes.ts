import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aiConversationDetail,
  aiConversationList,
  aiStatus,
  analyzeBody,
  analyzeReply,
  chatBody,
  chatReply,
  guideProgress,
  guideProgressBody,
} from '../../../common/schemas/ai.ts';
import { idParams, successPayload } from '../../../common/schemas/shared.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import { inSeconds } from '../../platform/http/errors.ts';
import * as conversations from './conversations.ts';
import * as service from './service.ts';

export interface AiRouteOptions extends service.AiDeps {
  rateLimitPerMinute: number;
  /** A vision model is configured: photos are looked at (issue 24). */
  vision: boolean;
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

  // Issue 24: the screen keeps the repair — a conversation comes back with its guide progress.
  app.get(
    '/api/ai/conversations/:id',
    { schema: { params: idParams, response: { 200: aiConversationDetail } } },
    async (request) => conversations.getConversation(opts.db, memberOf(request).id, request.params.id),
  );

  app.delete(
    '/api/ai/conversations/:id',
    { schema: { params: idParams, response: { 200: successPayload } } },
    async (request) => {
      await conversations.deleteConversation(opts.db, memberOf(request).id, request.params.id);
      return { success: true as const };
    },
  );

  app.put(
    '/api/ai/messages/:id/progress',
    {
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
      schema: { params: idParams, body: guideProgressBody, response: { 200: guideProgress } },
    },
    async (request) =>
      conversations.setGuideStep(opts.db, memberOf(request).id, request.params.id, request.body),
  );

  app.get('/api/ai/status', { schema: { response: { 200: aiStatus } } }, async () => ({
    vision: opts.vision,
  }));

  app.post(
    '/api/ai/analyze',
    {
      bodyLimit: ANALYZE_BODY_LIMIT,
      schema: { body: analyzeBody, response: { 200: analyzeReply } },
      config: { rateLimit },
    },
    async (request) => {
      const { response, conversationId, messageId, choices } = await service.analyze(
        opts,
        memberOf(request).id,
        request.body,
      );
      return typeof response === 'string'
        ? { question: response, conversationId, messageId, ...(choices ? { choices } : {}) }
        : { ...response, conversationId, messageId };
    },
  );

  app.post(
    '/api/ai/chat',
    { schema: { body: chatBody, response: { 200: chatReply } }, config: { rateLimit } },
    async (request) => service.chat(opts, memberOf(request).id, request.body),
  );
}
