/**
 * The `detail` texts of the answers the platform gives before any domain rule runs (auth, media
 * type, body, limits): the server sends them and the MSW fakes send the same words.
 */
export const PLATFORM_DETAILS = {
  /** 401: no bearer token where the operation requires one. */
  notAuthenticated: 'Not authenticated',
  /** 401: an Authorization header that is not `Bearer <token>`. */
  malformedAuthorization: 'Malformed Authorization header',
  /** 401: a token with a bad signature, missing claims or an unknown user. */
  invalidToken: 'Invalid access token',
  /** 401: a token past its `exp`. */
  expiredToken: 'Access token expired',
  /** 401: a token issued before the account's sessions were ended (a password reset). */
  sessionEnded: 'This session has ended. Please log in again.',
  /** 422: an operation that needs a body got none. */
  bodyRequired: 'The request body is required.',
  /** 400: the body does not parse as its media type says. */
  invalidJson: 'The request body is not valid JSON.',
  /** 400: a JSON body with arrays or objects nested deeper than any operation reads. */
  tooDeep: 'The request body is nested too deeply.',
  /** 429, with Retry-After. */
  tooManyRequests: 'Too many requests. Please try again later.',
  /** 400: a URL with a malformed percent-encoding (`/blog/%zz`). */
  badUrl: 'The address is not a valid URL.',
  /** 414: a path segment longer than the router reads. */
  pathTooLong: 'A part of the address is too long.',
  /** 501: the operation's domain is not built yet. */
  notImplemented: 'Not implemented yet',
  /** 503, with Retry-After: the database does not answer (it is restarting, or unreachable). */
  databaseUnavailable: 'WeGrow cannot reach its database right now. Please try again in a moment.',
  /** 503 of /api/health while the database does not answer. */
  healthDatabaseUnavailable: 'Database unavailable',
  /** 422: an `Idempotency-Key` that is empty, too long or not printable ASCII. */
  invalidIdempotencyKey:
    'The Idempotency-Key header must be 1 to 200 printable characters (letters, digits, - or _).',
  /** 422: an `Idempotency-Key` already used by this member for another operation. */
  idempotencyKeyReused: 'This Idempotency-Key was already used for another request.',
  /** 409: the first request with this `Idempotency-Key` is still running. */
  idempotencyKeyInProgress:
    'A request with this Idempotency-Key is still being processed. Please try again shortly.',
  /** 403: an account whose e-mail address is not verified writes something other users read. */
  emailNotVerified: 'Verify your e-mail address before you post where others can read it.',
} as const;

/**
 * The words of sign-up and e-mail verification (issue 30), the same from the server and the fakes.
 * Sign-up answers `signupAccepted` whether or not the address already had an account.
 */
export const EMAIL_VERIFICATION_TEXTS = {
  /** 201 of `signup`, for a new address and for one that has an account alike. */
  signupAccepted: 'Check your e-mail to finish signing up.',
  /** 200 of `verifyEmail`. */
  verified: 'Your e-mail address is verified.',
  /** 400 of `verifyEmail`: unknown, used or expired token. */
  linkInvalid: 'This verification link is invalid, used or expired. Please request a new one.',
  /** 200 of `resendVerificationEmail`. */
  resent: 'A new verification link is on its way.',
  /** 409 of `resendVerificationEmail`. */
  alreadyVerified: 'Your e-mail address is already verified.',
  /**
   * 429 of `resendVerificationEmail` (at most `VERIFICATION_RESENDS_PER_HOUR` an hour per account,
   * and `MAILS_PER_ADDRESS_PER_HOUR` mails an hour to one address from sign-up and resend together).
   */
  resendLimited:
    'You asked for several verification links already. Please wait an hour and try again.',
  /**
   * 422 of `verifyEmail` without a `password` from someone not signed in as the link's account:
   * whoever follows the link becomes the only holder of the account, with a password of their own.
   */
  passwordRequired: 'Choose a password to finish verifying your address.',
} as const;

/** What the change of an account's e-mail address says (`requestEmailChange` and its links). */
export const EMAIL_CHANGE_TEXTS = {
  /** 200 of `requestEmailChange`, whether or not another account holds the address. */
  linkSent: (email: string) => `We sent a link to ${email}. Your address changes when you open it.`,
  /** 422 of `requestEmailChange`: the password does not prove the owner. */
  wrongPassword: 'That password is not right.',
  /** 422 of `requestEmailChange`: the new address is the current one. */
  sameAddress: 'That is already your address.',
  /** 429 of `requestEmailChange` (at most `EMAIL_CHANGES_PER_HOUR` an hour per account). */
  limited:
    'You asked to change your address several times already. Please wait an hour and try again.',
  /** 400 of `confirmEmailChange` and `undoEmailChange`: unknown, used or expired token. */
  linkInvalid: 'This link is invalid, used or expired. Please ask for a new one.',
  /** 409 of `confirmEmailChange` and `undoEmailChange`: another account took the address meanwhile. */
  taken: 'An account with this e-mail address already exists.',
  /** 200 of `confirmEmailChange`. */
  changed: (email: string) => `Your e-mail address is now ${email}.`,
  /** 200 of `undoEmailChange`. */
  undone: (email: string) =>
    `Your e-mail address is ${email} again, and every session was signed out.`,
} as const;

/** What deleting an account says (`deleteMyAccount`). */
export const ACCOUNT_DELETION_TEXTS = {
  /** 422: the password does not prove the owner. */
  wrongPassword: EMAIL_CHANGE_TEXTS.wrongPassword,
  /** 409: communities whose only admin the account is, while others are members. */
  soleAdmin: (names: readonly string[]) =>
    `You are the only admin of ${names.join(', ')}. Make another member an admin first, so the community goes on without you.`,
  /** Who what a deleted account wrote shows as (forum, blog comments, community chat…). */
  deletedMember: 'Deleted member',
} as const;

/** The address of the account that keeps what deleted accounts wrote (never a real mailbox). */
export const DELETED_MEMBER_EMAIL = 'deleted-member@wegrow.invalid';

/** How often an account may ask for an export of its data (`requestMyExport`). */
export const EXPORT_EVERY_MS = 24 * 60 * 60_000;
/** How long a ready export may be downloaded (`downloadMyExport`). */
export const EXPORT_TTL_MS = 7 * 24 * 60 * 60_000;

/** What the export of an account's data says. */
export const EXPORT_TEXTS = {
  /** 429 of `requestMyExport`: the last one is less than `EXPORT_EVERY_MS` old. */
  limited: 'You asked for an export today already. Please try again tomorrow.',
  /** 404 of `downloadMyExport`: none ready, or it expired. */
  noFile: 'No export is ready to download. Ask for a new one.',
} as const;

/** Changes of address an account may ask for in an hour. */
export const EMAIL_CHANGES_PER_HOUR = 3;

/**
 * The writes whose result other people read: an account whose e-mail address is not verified gets
 * 403 `emailNotVerified` from them (the server's platform/operations.ts and the fakes' route guard
 * check it after validation, before the handler; the server checks each one documents a 403). Private data (journal, meals, groceries, projects, the Farm Game, the
 * own profile and inbox) stays open; so do joining a community (its admins decide) and the garden
 * forms that anonymous visitors may send too (the programme admin approves every garden). Roles
 * (blog posts, deciding gardens, the Dream Machine) need a verified address anyway.
 */
export const WRITES_OTHERS_READ: ReadonlySet<string> = new Set([
  'createBlogComment',
  'updateBlogComment',
  'createForumThread',
  'createForumComment',
  'updateForumThread',
  'updateForumComment',
  'likeForumThread',
  'likeForumComment',
  'createCommunity',
  'updateCommunity',
  'sendCommunityChatMessage',
  'updateCommunityChatMessage',
  'createCommunityGoal',
  'updateCommunityGoal',
  'createCommunityGoalTask',
  'updateCommunityTask',
  'createCommunityResource',
  'updateCommunityResource',
  'createCommunityEvent',
  'updateCommunityEvent',
  'saveMyDream',
  'updateGarden',
]);

/** How many verification links an account may ask `resendVerificationEmail` for in an hour. */
export const VERIFICATION_RESENDS_PER_HOUR = 3;

/**
 * How many mails sign-up and `resendVerificationEmail` together send to one address in an hour (a
 * verification link, or "someone tried to sign up with your address"): an account nobody verified
 * cannot keep mailing the owner of its address. Past it no mail leaves (sign-up answers the same;
 * resend answers 429 `resendLimited`). The sign-up's link and the resends an account may ask for.
 */
export const MAILS_PER_ADDRESS_PER_HOUR = 1 + VERIFICATION_RESENDS_PER_HOUR;

/** The site's address of the verification link (`${publicSiteUrl}${VERIFY_EMAIL_PATH}?token=...`). */
export const VERIFY_EMAIL_PATH = '/VerifyEmail';

/** A whole number with a comma between each group of three digits (`1,000`), whatever the locale. */
function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * 422 of an add that would take one of a member's collections past its cap (issue 22): nothing is
 * added, and the words say what to do, e.g. `You can keep at most 1,000 recipes. Delete some to
 * add more.` The server and the fakes pass the same cap.
 */
export function keepAtMostDetail(max: number, things: string): string {
  return `You can keep at most ${grouped(max)} ${things}. Delete some to add more.`;
}

/** A valid `Idempotency-Key` (otherwise 422 `invalidIdempotencyKey`), checked by server and fakes. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/** 415: a body of a media type the operation does not accept. */
export function unsupportedMediaTypeDetail(
  got: string | null | undefined,
  accepted: readonly string[],
): string {
  if (accepted.length === 0)
    return `Unsupported media type: ${got ?? 'none'}. This request takes no body.`;
  return `Unsupported media type: ${got ?? 'none'}. Send ${accepted.join(' or ')}.`;
}
