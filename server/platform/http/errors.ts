/** An error with an HTTP status and a stable code; the error handler turns it into `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra fields for the JSON body (e.g. `requiresVerification`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, 'UNAUTHORIZED', 'Unauthorized: accesso richiesto');
export const forbidden = (message = 'Non hai i permessi per questa azione') =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Risorsa non trovata') => new HttpError(404, 'NOT_FOUND', message);
