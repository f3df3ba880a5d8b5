import { queryKeyOf, type Invalidations } from '../query/keys';

/** The signed-in user's profile. */
export const accountKey = queryKeyOf('/auth/account/me');

/** The signed-in user's open logins ("Where you're signed in"). */
export const sessionsKey = queryKeyOf('/auth/sessions');

/**
 * Auth calls. Logging in or out changes whose data every query holds: the session clears the
 * whole query cache then, so these invalidate nothing themselves.
 */
export const authInvalidations = {
  'post /auth/signup': [],
  'post /auth/login': [],
  'post /auth/refresh': [],
  'post /auth/logout': [],
  'post /auth/request-password-reset': [],
  'post /auth/reset-password': [],
  // A verified address shows in the profile (`email_verified`).
  'post /auth/verify-email': [accountKey],
  'post /auth/verify-email/resend': [],
  // A new username shows in community member lists and the chat, as a blog comment's author and
  // as the blog owner's name, as well as in the profile.
  'patch /auth/account/me': [
    accountKey,
    queryKeyOf('/communities/list'),
    queryKeyOf('/communities/{id}'),
    queryKeyOf('/communities/{id}/full-members'),
    queryKeyOf('/communities/{id}/chat'),
    queryKeyOf('/blog/{id}/comments'),
    queryKeyOf('/blog/owner'),
  ],
  'put /auth/account/me/avatar': [accountKey],
  // The member's search language (issue 45): their searches read their texts in it.
  'put /auth/account/me/search': [
    queryKeyOf('/auth/account/me/search'),
    queryKeyOf('/journal'),
    queryKeyOf('/forum/threads'),
  ],
  // A change of address shows in the profile once its link is opened (here or in another tab).
  'post /auth/account/email': [],
  'post /auth/account/export': [queryKeyOf('/auth/account/export')],
  // Deleted: the session ends, which clears every query.
  'post /auth/account/delete': [],
  'post /auth/account/email/confirm': [accountKey],
  'post /auth/account/email/undo': [accountKey],
  'delete /auth/sessions/{sessionId}': [sessionsKey],
  'delete /auth/sessions/others': [sessionsKey],
} as const satisfies Invalidations;
