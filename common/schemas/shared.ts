import { ID_MAX, LIMITS } from '../constants.ts';
import { schema, z } from '../zod-it.ts';

/** An entity id in a path or body: a UUID in practice, bounded so nothing long reaches SQL. */
export const entityId = schema(() => z.string().min(1).max(ID_MAX));

/**
 * Text a member writes that must say something (SPEC §5: required after trimming): trimmed, within `max`,
 * and not made only of invisible characters (zero-width spaces, direction marks), which trim() keeps.
 */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((v) => /[^\s\p{Cf}]/u.test(v), required);

/** The `{id}` path parameter shared by every `/api/<resource>/{id}…` route. */
export const idParams = schema(() => z.object({ id: entityId }));
export type IdParams = z.infer<typeof idParams>;

/** A whole number written in decimal digits only: '16' yes; '0x10', '1e1', ' 16', '16.0' no. */
export const decimalInt = schema(() =>
  z
    .string()
    .regex(/^\d{1,15}$/, 'Deve essere un numero intero')
    .transform(Number),
);

/** The query of a keyset page (DESIGN §4): `?before=<id of the last item seen>&limit=`. */
export const pageQuery = (size: number, max: number) =>
  z.object({
    before: entityId.optional(),
    limit: decimalInt.pipe(z.number().min(1).max(max)).optional().default(size),
  });

/** The answer of an action with nothing else to say (e.g. a deletion). */
export const successPayload = schema(() => z.object({ success: z.literal(true) }));
export type SuccessPayload = z.infer<typeof successPayload>;

/** The JSON error body every failing call answers with (SPEC §7: the client shows `{status}: {body}`). */
export const errorBody = schema(() => z.object({ message: z.string() }));
export type ErrorBody = z.infer<typeof errorBody>;

/** GET /api/health. */
export const healthPayload = schema(() =>
  z.object({
    status: z.literal('ok'),
    /** Whether the database answered within a second; the process is alive either way (issue 25). */
    database: z.enum(['ok', 'unavailable']),
  }),
);

/** GET /api/ready: what a load balancer asks before it sends traffic (issue 25). */
export const readyPayload = schema(() =>
  z.object({
    status: z.enum(['ready', 'unavailable']),
    database: z.enum(['ok', 'unavailable']),
    /** Only when REDIS_URL is set. */
    redis: z.enum(['ok', 'unavailable']).optional(),
  }),
);

/** An e-mail address as members type it: trimmed, lower-cased, at most LIMITS.emailMax (SPEC §5 texts). */
export const email = schema(() =>
  z
    .string({ error: "L'email è obbligatoria" })
    .trim()
    .toLowerCase()
    .min(1, "L'email è obbligatoria")
    .max(LIMITS.emailMax, 'Email troppo lunga')
    .pipe(z.email({ error: 'Indirizzo email non valido' })),
);
