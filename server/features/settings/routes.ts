import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AVATAR_MAX_BYTES,
  avatarCropQuery,
  avatarPayload,
  changeEmailBody,
  changePasswordBody,
  confirmEmailBody,
  notificationPreferences,
  sessionList,
  sessionParams,
  sessionsEnded,
  settingsDone,
  updateNotificationPreferencesBody,
} from '../../../common/schemas/settings.ts';
import { successPayload } from '../../../common/schemas/shared.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import { SESSION_COOKIE, sessionIdOf } from '../../platform/auth/sessions.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { presentDone } from './presenter.ts';
import * as service from './service.ts';

/** The id of the session a request comes with. */
const currentSessionOf = (request: FastifyRequest) => {
  const token = request.cookies[SESSION_COOKIE];
  return token ? sessionIdOf(token) : undefined;
};

/** 'Impostazioni profilo': photo, password, e-mail, notification preferences, sessions. */
export async function settingsRoutes(root: FastifyInstance, opts: service.SettingsDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const sensitive = { rateLimit: { max: 10, timeWindow: '1 minute' } };
  // The photo arrives as its own bytes (JPG or PNG); its real type is checked from them.
  app.addContentTypeParser(
    ['image/jpeg', 'image/png'],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );

  app.put(
    '/api/settings/avatar',
    {
      bodyLimit: AVATAR_MAX_BYTES,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { querystring: avatarCropQuery, response: { 200: avatarPayload } },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new HttpError(415, 'UNSUPPORTED_IMAGE', 'Sono accettate solo immagini JPG o PNG');
      }
      return service.setAvatar(opts, memberOf(request), request.body, request.query);
    },
  );

  app.delete('/api/settings/avatar', { schema: { response: { 200: avatarPayload } } }, async (request) =>
    service.removeAvatar(opts, memberOf(request)),
  );

  app.post(
    '/api/settings/password',
    { config: sensitive, schema: { body: changePasswordBody, response: { 200: settingsDone } } },
    async (request) => {
      await service.changePassword(opts, memberOf(request), currentSessionOf(request), request.body);
      return presentDone('Password aggiornata. Gli altri dispositivi sono stati disconnessi.');
    },
  );

  app.post(
    '/api/settings/email',
    { config: sensitive, schema: { body: changeEmailBody, response: { 200: settingsDone } } },
    async (request) => {
      await service.requestEmailChange(opts, memberOf(request), request.body);
      return presentDone(
        `Ti abbiamo inviato un link a ${request.body.email}: aprilo per confermare il nuovo indirizzo.`,
      );
    },
  );

  // Public: the link may be opened on a device where the member is not signed in.
  app.post(
    '/api/settings/email/confirm',
    {
      config: { access: 'public', ...sensitive },
      schema: { body: confirmEmailBody, response: { 200: settingsDone } },
    },
    async (request) => {
      const { email } = await service.confirmEmailChange(opts, request.body.token, {
        userId: request.user?.id,
        sessionId: currentSessionOf(request),
      });
      return presentDone(`Indirizzo email aggiornato: ora è ${email}.`);
    },
  );

  app.get(
    '/api/settings/notifications',
    { schema: { response: { 200: notificationPreferences } } },
    async (request) => service.notificationPreferencesOf(memberOf(request)),
  );

  app.put(
    '/api/settings/notifications',
    { schema: { body: updateNotificationPreferencesBody, response: { 200: notificationPreferences } } },
    async (request) => service.updateNotificationPreferences(opts, memberOf(request), request.body),
  );

  app.get('/api/settings/sessions', { schema: { response: { 200: sessionList } } }, async (request) =>
    service.listSessions(opts, memberOf(request), currentSessionOf(request)),
  );

  app.delete(
    '/api/settings/sessions/:id',
    { schema: { params: sessionParams, response: { 200: successPayload } } },
    async (request) => {
      await service.endSession(opts, memberOf(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/settings/sessions/end-others',
    { schema: { response: { 200: sessionsEnded } } },
    async (request) => {
      const ended = await service.endOtherSessions(opts, memberOf(request), currentSessionOf(request));
      return { success: true as const, ended };
    },
  );
}
