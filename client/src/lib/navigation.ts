import { TIMINGS } from '../../../common/constants.ts';

/** Full browser navigation to the sign-in entry point (SPEC §7), after SPEC §9's 500 ms by default. */
export function redirectToLogin(delayMs: number = TIMINGS.loginRedirectMs): number {
  return window.setTimeout(() => {
    window.location.href = '/api/login';
  }, delayMs);
}

/** Logout is a browser navigation (SPEC §2). */
export function logout(): void {
  window.location.href = '/api/logout';
}

/** Social sign-in buttons go through the same entry point as every other sign-in (SPEC §2). */
export function startSocialLogin(): void {
  window.location.href = '/api/login';
}
