import { LIMITS } from '../constants.ts';
import { schema, z } from '../zod-it.ts';
import { entityId } from './shared.ts';

/** What a member can report (SPEC §3 Report type, plus comments and members). */
export const REPORT_TYPES = ['post', 'reel', 'comment', 'user', 'other'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Why; the client shows each in Italian. */
export const REPORT_REASONS = ['spam', 'offensive', 'dangerous', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** SPEC §4: pending → resolved ('Risolvi') or dismissed ('Ignora'). */
export const REPORT_STATUSES = ['pending', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Reports a member may file in a window (the route's rate limit). */
export const REPORT_RATE = { max: 10, window: '10 minutes' } as const;

/** POST /api/reports. An empty description is no description. */
export const createReportBody = schema(() =>
  z.object({
    type: z.enum(REPORT_TYPES, 'Tipo di segnalazione non valido'),
    targetId: entityId,
    reason: z.enum(REPORT_REASONS, 'Scegli un motivo'),
    description: z
      .string()
      .trim()
      .max(LIMITS.descriptionMax, `La descrizione può avere al massimo ${LIMITS.descriptionMax} caratteri`)
      .optional(),
  }),
);
export type CreateReportBody = z.input<typeof createReportBody>;

/** SPEC §3 Report, with what it is about. */
export const reportPayload = schema(() =>
  z.object({
    id: z.string(),
    type: z.enum(REPORT_TYPES),
    targetId: z.string(),
    status: z.enum(REPORT_STATUSES),
    reason: z.enum(REPORT_REASONS),
    description: z.string().nullable(),
    createdAt: z.iso.datetime(),
  }),
);
export type ReportPayload = z.infer<typeof reportPayload>;
