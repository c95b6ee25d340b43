import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

export const NUL_REFUSED = 'La richiesta contiene caratteri non ammessi';

/**
 * True when a NUL character sits in any string or key of a parsed value. Iterative, so a deeply
 * nested JSON body cannot overflow the stack.
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\0')) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\0')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL cannot store a NUL in text and answers an error, so `\u0000` in a JSON string or `%00`
 * in a path or query is refused with 400 here, once, before any route's schema or service sees it.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new HttpError(400, 'NUL_CHARACTER', NUL_REFUSED);
    }
  });
}
