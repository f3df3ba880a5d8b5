/**
 * The browser-storage keys of the session (spec 1 §3). The four token keys keep the spec's names so
 * a session survives a reload and is shared with other tabs.
 */
export const SESSION_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userId: 'user_id',
  userEmail: 'user_email',
  lastVisitedPath: 'lastVisitedPath',
  unreadCount: 'unreadCount',
} as const;

/** The keys whose change in another tab can log this tab in or out. */
export const TOKEN_KEYS: readonly string[] = [
  SESSION_KEYS.accessToken,
  SESSION_KEYS.refreshToken,
  SESSION_KEYS.userId,
  SESSION_KEYS.userEmail,
];

/** The token check interval (spec 1 §9: 5 minutes). */
export const TOKEN_CHECK_INTERVAL_MS = 5 * 60 * 1000;
