import type { FirstRequests } from './platform/http/early-data.ts';

/**
 * What the client app asks first on its main screens, exactly as it asks it (client/src/data/*): the session,
 * the bell's count, and the screen's own list. The server names them in the page's headers so the browser
 * fetches them beside the app's code (platform/http/early-data.ts). A browser test holds that each is asked
 * once, so a change on either side that makes them differ fails it.
 */
const SESSION = ['/api/auth/user', '/api/notifications/unread-count'];
const CHATS = '/api/conversations';

const SCREENS: Record<string, readonly string[]> = {
  '/': [...SESSION, '/api/posts?limit=20', CHATS],
  '/messages': [...SESSION, CHATS],
  '/ai': [...SESSION, '/api/ai/status', '/api/ai/conversations', CHATS],
  '/reels': [...SESSION, '/api/reels?limit=10'],
  '/notifications': [...SESSION, '/api/notifications?limit=30', CHATS],
};
const ADMIN_SCREENS: Record<string, readonly string[]> = {
  '/admin': [...SESSION, '/api/admin/stats', CHATS],
};

export const firstRequests: FirstRequests = (pagePath, viewer) => {
  if (!viewer) return [];
  return (viewer.isAdmin ? ADMIN_SCREENS[pagePath] : undefined) ?? SCREENS[pagePath] ?? [];
};
