import { queryKeyOf, type Invalidations } from '../query/keys';

/** The signed-in user's profile. */
export const accountKey = queryKeyOf('/auth/account/me');

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
} as const satisfies Invalidations;
