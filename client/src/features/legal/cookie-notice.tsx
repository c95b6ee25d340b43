import { Link } from 'wouter';
import { cookieText } from '../../i18n/settings.ts';

/**
 * The cookie notice: only technical cookies are used, so it informs and asks for no consent. It sits
 * under the login form, where a visitor first gets a cookie, and covers nothing.
 */
export function CookieNotice() {
  return (
    <p className="mt-4 text-center text-xs text-slate-600 dark:text-slate-400">
      {cookieText.message}{' '}
      <Link href="/privacy" className="font-medium text-orange-700 underline dark:text-orange-400">
        {cookieText.more}
      </Link>
    </p>
  );
}
