/** An error with an HTTP status and a stable code; the error handler turns it into `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra fields for the JSON body (e.g. `requiresVerification`). */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers (e.g. `retry-after`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, 'UNAUTHORIZED', 'Unauthorized: accesso richiesto');
export const forbidden = (message = 'Non hai i permessi per questa azione') =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Risorsa non trovata') => new HttpError(404, 'NOT_FOUND', message);

/** The text of every 429: how long to wait, in seconds ('1 secondo', '30 secondi'). */
export const retryText = (seconds: number) => `Troppi tentativi. Riprova tra ${inSeconds(seconds)}.`;

/** '1 secondo', '30 secondi'. */
export const inSeconds = (seconds: number) => `${seconds} ${seconds === 1 ? 'secondo' : 'secondi'}`;

/** 429 with the same text and Retry-After as the rate limiter, for a wait decided by a service. */
export const tooManyAttempts = (waitMs: number) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, 'TOO_MANY_ATTEMPTS', retryText(seconds), {}, { 'retry-after': String(seconds) });
};
