import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationList,
  markReadResult,
  messageListQuery,
  messagePage,
  messagePayload,
  otherUserParams,
  presencePayload,
  sendMessageBody,
} from '../../../common/schemas/messages.ts';
import { successPayload } from '../../../common/schemas/shared.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import type { EventfulDeps } from '../../platform/events/events.ts';
import * as service from './service.ts';

/** Messages one member may send per minute: a conversation's pace, not a flood. */
export const MESSAGES_PER_MINUTE = 120;

export interface MessageRoutesDeps extends EventfulDeps {
  /** Whether a member has the live channel open on any instance. */
  isOnline: (userId: string) => Promise<boolean>;
}

/** Counted per member, not per address: many members may share one address (an office, a campus). */
const perMember = (request: FastifyRequest) => request.user?.id ?? request.ip ?? 'unknown';

/** SPEC §7 conversation and message calls, plus deleting a conversation and a partner's presence. */
export async function messageRoutes(root: FastifyInstance, opts: MessageRoutesDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  app.get('/api/conversations', { schema: { response: { 200: conversationList } } }, async (request) =>
    service.listConversations(db, memberOf(request)),
  );

  app.delete(
    '/api/conversations/:otherUserId',
    { schema: { params: otherUserParams, response: { 200: successPayload } } },
    async (request) => service.hideConversation(db, memberOf(request), request.params.otherUserId),
  );

  app.get(
    '/api/conversations/:otherUserId/presence',
    { schema: { params: otherUserParams, response: { 200: presencePayload } } },
    async (request) =>
      service.partnerPresence(db, opts.isOnline, memberOf(request), request.params.otherUserId),
  );

  app.get(
    '/api/messages/:otherUserId',
    { schema: { params: otherUserParams, querystring: messageListQuery, response: { 200: messagePage } } },
    async (request) => service.listMessages(db, memberOf(request), request.params.otherUserId, request.query),
  );

  app.post(
    '/api/messages',
    {
      config: { rateLimit: { max: MESSAGES_PER_MINUTE, timeWindow: '1 minute', keyGenerator: perMember } },
      schema: { body: sendMessageBody, response: { 201: messagePayload } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.sendMessage(opts, memberOf(request), request.body)),
  );

  app.put(
    '/api/messages/:otherUserId/read',
    { schema: { params: otherUserParams, response: { 200: markReadResult } } },
    async (request) => service.markConversationRead(opts, memberOf(request), request.params.otherUserId),
  );
}
