import { type CreateReportBody, reportPayload } from '@common/schemas/reports.ts';
import { useMutation } from '@tanstack/react-query';
import { reportText } from '../i18n/admin.ts';
import { api, errorJson, errorStatus } from '../lib/api.ts';
import { toast } from '../ui/toast.tsx';

/** The server's own reason for a refusal a member can act on (already reported, own content, too many). */
function refusal(error: unknown): string | undefined {
  const status = errorStatus(error);
  if (status === 400 || status === 404 || status === 409 || status === 429)
    return errorJson<{ message: string }>(error)?.message;
  return undefined;
}

/** POST /api/reports ('Segnala'): a thank-you toast, or the reason it was refused. */
export function useCreateReportMutation() {
  return useMutation({
    mutationFn: (body: CreateReportBody) => api.post('/api/reports', body, { schema: reportPayload }),
    onSuccess: () => toast({ title: reportText.sent, description: reportText.sentDescription }),
    meta: { errorText: (error) => refusal(error) ?? reportText.error },
  });
}
