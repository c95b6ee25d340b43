import type { Db } from './db/client.ts';
import { firstReelPoster } from './features/reels/service.ts';
import type { UserRow } from './platform/auth/sessions.ts';
import type { FirstRequests } from './platform/http/early-data.ts';

/**
 * What the client app loads first on its main screens (platform/http/early-data.ts names it in the page's
 * headers, so the browser fetches it beside the app's code): the data exactly as the app asks it
 * (client/src/data/*) — the session, the bell's count, the screen's own list — the screen's modules
 * (client/src/routes.tsx, app.tsx) and, on the reels, the first reel's poster (the screen's largest picture). A browser test holds that each address is asked once and each module
 * loaded once, so a change on either side that makes them differ fails it.
 */
const SESSION = ['/api/auth/user', '/api/notifications/unread-count'];
const CHATS = '/api/conversations';
const SHELL = 'src/signed-in-routes.tsx';

interface Screen {
  data: readonly string[];
  screens: readonly string[];
}

const SCREENS: Record<string, Screen> = {
  '/': {
    data: [...SESSION, '/api/posts?limit=20', CHATS],
    screens: [SHELL, 'src/features/feed/feed-page.tsx'],
  },
  '/messages': { data: [...SESSION, CHATS], screens: [SHELL, 'src/features/messages/messages-page.tsx'] },
  '/ai': {
    data: [...SESSION, '/api/ai/status', '/api/ai/conversations', CHATS],
    screens: [SHELL, 'src/features/ai/ai-page.tsx'],
  },
  '/reels': {
    data: [...SESSION, '/api/reels?limit=10'],
    screens: [SHELL, 'src/features/reels/reels-page.tsx'],
  },
  '/notifications': {
    data: [...SESSION, '/api/notifications?limit=30', CHATS],
    screens: [SHELL, 'src/features/notifications/notifications-page.tsx'],
  },
};
const ADMIN_SCREENS: Record<string, Screen> = {
  '/admin': {
    data: [...SESSION, '/api/admin/stats', CHATS],
    screens: [SHELL, 'src/features/admin/admin-route.tsx'],
  },
};
const NOTHING: Screen = { data: [], screens: [] };

/**
 * A guest at '/' sees the landing page: its code, and no data (the session probe answers a guest 204 only when
 * asked as one; a preload cannot say so).
 */
const GUEST_SCREENS: Record<string, Screen> = {
  '/': { data: [], screens: ['src/features/landing/landing-page.tsx'] },
};

export const firstRequestsFor =
  (db: Db): FirstRequests<UserRow> =>
  (pagePath, viewer) => {
    if (!viewer) return GUEST_SCREENS[pagePath] ?? NOTHING;
    const screen = (viewer.isAdmin ? ADMIN_SCREENS[pagePath] : undefined) ?? SCREENS[pagePath] ?? NOTHING;
    return pagePath === '/reels' ? { ...screen, picture: () => firstReelPoster(db, viewer) } : screen;
  };
