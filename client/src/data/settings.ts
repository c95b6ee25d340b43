import {
  type AvatarCropQuery,
  type AvatarPayload,
  avatarPayload,
  type ChangeEmailBody,
  type ChangePasswordBody,
  type NotificationPreferences,
  notificationPreferences,
  type SettingsDone,
  sessionList,
  sessionsEnded,
  settingsDone,
  type UpdateNotificationPreferencesBody,
} from '@common/schemas/settings.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { successPayload } from '../../../common/schemas/shared.ts';
import { ApiError, api, withQuery } from '../lib/api.ts';
import { authKeys } from './current-user.ts';

/** Query keys of the settings screen. */
export const settingsKeys = {
  notifications: ['/api/settings/notifications'] as const,
  sessions: ['/api/settings/sessions'] as const,
};

/** PUT /api/settings/avatar: the photo's bytes and the square to keep. */
async function uploadAvatar({ file, crop }: { file: Blob; crop: AvatarCropQuery }): Promise<AvatarPayload> {
  const res = await fetch(withQuery('/api/settings/avatar', crop), {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': file.type },
    body: file,
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  return avatarPayload.parse(await res.json());
}

/** Everything that shows the member's face refreshes after a change of photo. */
function useRefreshMember() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useUploadAvatarMutation() {
  const refresh = useRefreshMember();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: refresh });
}

export function useRemoveAvatarMutation() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: () => api.delete('/api/settings/avatar', { schema: avatarPayload }),
    onSuccess: refresh,
  });
}

/** POST /api/settings/password. */
export function useChangePasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody): Promise<SettingsDone> =>
      api.post('/api/settings/password', body, { schema: settingsDone }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}

/** POST /api/settings/email: a link goes to the new address. */
export function useChangeEmailMutation() {
  return useMutation({
    mutationFn: (body: ChangeEmailBody): Promise<SettingsDone> =>
      api.post('/api/settings/email', body, { schema: settingsDone }),
  });
}

/** POST /api/settings/email/confirm: the link of the mail to the new address. */
export function useConfirmEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string): Promise<SettingsDone> =>
      api.post('/api/settings/email/confirm', { token }, { schema: settingsDone }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.user }),
    meta: { unauthorized: false },
  });
}

/** GET /api/settings/notifications. */
export function useNotificationPreferencesQuery() {
  return useQuery({
    queryKey: settingsKeys.notifications,
    queryFn: ({ signal }) =>
      api.get('/api/settings/notifications', { schema: notificationPreferences, signal }),
  });
}

/** PUT /api/settings/notifications, shown at once. */
export function useUpdateNotificationPreferencesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationPreferencesBody): Promise<NotificationPreferences> =>
      api.put('/api/settings/notifications', body, { schema: notificationPreferences }),
    onSuccess: (preferences) => queryClient.setQueryData(settingsKeys.notifications, preferences),
  });
}

/** GET /api/settings/sessions. */
export function useSessionsQuery() {
  return useQuery({
    queryKey: settingsKeys.sessions,
    queryFn: ({ signal }) => api.get('/api/settings/sessions', { schema: sessionList, signal }),
  });
}

/** 'Esci' on one device: that session ends (DELETE /api/settings/sessions/:id). */
export function useEndSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/api/settings/sessions/${encodeURIComponent(id)}`, { schema: successPayload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}

/** 'Esci da tutti i dispositivi': every other session ends. */
export function useEndOtherSessionsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/settings/sessions/end-others', undefined, { schema: sessionsEnded }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}
