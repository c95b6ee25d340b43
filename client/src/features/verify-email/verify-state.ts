import type { VerifyReason } from '@common/schemas/auth.ts';

/** SPEC §4: loading -> success | error; error -> resending -> resendSuccess | error. */
export type VerifyState =
  | { kind: 'loading' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; title: string; message: string; reason?: VerifyReason; email?: string }
  | { kind: 'resending'; email: string }
  | { kind: 'resendSuccess'; email: string };
