import type { PasswordResetDone, PasswordResetRequested } from '../../../common/schemas/password-reset.ts';

/** The same answer whether or not the address has an account. */
export const presentResetRequested = (): PasswordResetRequested => ({
  success: true,
  message: "Se l'indirizzo è registrato, riceverai a breve un'email con il link per reimpostare la password.",
});

export const presentResetDone = (): PasswordResetDone => ({
  success: true,
  message: 'Password aggiornata. Ora puoi accedere con la nuova password.',
});
