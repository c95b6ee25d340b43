/** The browser tests' administrator: the server under test lists it in ADMIN_EMAILS, the tests create it. */
export const E2E_ADMIN_EMAIL = 'amministrazione-e2e@esempio.it';

/** The password of every member the browser tests create. */
export const E2E_PASSWORD = 'password-di-prova-1';
