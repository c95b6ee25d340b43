import type { z } from 'zod';

/** A form checked with a shared zod schema (common/): the parsed data, or each field's first Italian message. */
export type Checked<T> =
  | { ok: true; data: T; errors: Record<string, never>; first: null }
  | { ok: false; data: null; errors: Partial<Record<string, string>>; first: string };

/** Checks a form's values with the same schema the server uses; messages come from the schema (Italian). */
export function checkForm<S extends z.ZodType>(schema: S, values: z.input<S>): Checked<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, errors: {}, first: null };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { ok: false, data: null, errors, first: result.error.issues[0]?.message ?? '' };
}

/**
 * A form's errors as shown under each field: SPEC §5 words a missing field once for the whole form
 * ('Titolo e contenuto sono obbligatori', in the toast); under a field, `missing` says which one is.
 */
export function fieldErrors<F extends string>(
  errors: Partial<Record<string, string>>,
  fields: readonly F[],
  required: string,
  missing: Record<F, string>,
): Partial<Record<F, string>> {
  const shown: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = errors[field];
    if (message) shown[field] = message === required ? missing[field] : message;
  }
  return shown;
}
