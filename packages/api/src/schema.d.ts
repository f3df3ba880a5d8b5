/**
 * Generated — do not edit.
 *
 * The types of the HTTP contract (openapi/openapi.yaml), made by
 * `pnpm --filter @wegrow/api run generate` (redocly bundle, then openapi-typescript).
 * A test fails while this file is stale.
 */

export interface paths {
    "/auth/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a captcha challenge
         * @description Returns a fresh, signed ALTCHA proof-of-work challenge (self-hosted). The client's widget solves
         *     it and sends the solution - a base64-encoded JSON payload string - as `recaptcha_token` to
         *     `signup` and `login`. A solution is single-use and expires.
         */
        get: operations["getCaptchaChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account
         * @description Creates an account from an e-mail address and a password. The e-mail and password are trimmed by
         *     the client. The server requires a valid e-mail address (stored lower-cased) and a password of
         *     8 to 128 characters, and a solved, unused captcha in `recaptcha_token`. Rate limited.
         *     The answer is the same whether or not the address already has an account, so sign-up cannot
         *     be used to discover accounts: a new address gets an account and a verification link
         *     (`verifyEmail`, valid 24 hours). An address whose account nobody has verified yet gets a new
         *     verification link (its password is not changed: whoever follows the link sets their own,
         *     and every earlier session of the account ends, so signing up first with someone else's
         *     address gains nothing); a verified address gets no second account, and its owner gets an
         *     e-mail saying someone tried to sign up with it. One address gets at most 4 mails an hour
         *     from sign-up and `resendVerificationEmail` together; past that no mail is sent and the
         *     answer is still the same. Until the address is verified the account holds no role and
         *     cannot post where others read. A new account's notifications are written in `time_zone`
         *     when the server knows it (else UTC).
         */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with e-mail and password
         * @description OAuth2 password-grant style login, form-encoded. `username` carries the e-mail address.
         *     `scope`, `client_id` and `client_secret` are accepted for compatibility and ignored.
         *     A solved, unused captcha is required in `recaptcha_token`. Wrong credentials give 401.
         *     Rate limited per client IP; only failed logins count per account: after 10 from one address
         *     in 15 minutes that address gets 429 for the account, and after 100 from anywhere in an hour a
         *     wrong password gets 429 while the right one still logs in (nobody can lock the owner out).
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for new tokens
         * @description Returns a new access token and a new refresh token. The refresh token rotates on every use:
         *     the old one stops working, and presenting an already-used refresh token revokes its whole
         *     family (401). A token revoked by `logout` or by a password reset gives 401 too.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out (revoke a refresh token)
         * @description Ends the session a refresh token belongs to: that token and every token rotated from the same
         *     login (its family) are revoked, so none of them refreshes again (`refreshToken` then answers
         *     401). The answer is 204 whether the token was known, unknown, already used or already revoked,
         *     so logging out never fails visibly. A bearer token is optional: when one is sent it must be
         *     valid (401 otherwise), and a refresh token of another account is then left alone. The access
         *     tokens issued for that login stop working at once too: every request with one answers 401
         *     "This session has ended. Please log in again." (within 5 seconds on another server process),
         *     and its live streams close (`session_ended`); the account's other logins go on.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/account/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get my profile */
        get: operations["getMyAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update my username or bio
         * @description Changes the username and/or the bio (at most 500 characters; an empty string clears it). At
         *     least one field is required. The username (see `UpdateProfileRequest`) is NFKC, 3 to 30
         *     letters, digits, '.', '_' or '-', not reserved, and not mixing scripts (else 422: "Usernames
         *     are 3–30 letters, digits, '.', '_' or '-', starting and ending with a letter or digit.", "That
         *     username is reserved." or "A username may not mix scripts (such as Latin and Cyrillic
         *     letters)."); a name another account holds gives 409 "That username is already taken.", a
         *     look-alike of one 409 "That username is too similar to another member's."
         */
        patch: operations["updateMyAccount"];
        trace?: never;
    };
    "/auth/account/me/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My search language
         * @description The language the caller's searches (the journal, We Talk) are read in: `auto` (the default)
         *     reads each text in its own detected language (English, Spanish, German or French, by its
         *     stop words) and word for word; a chosen language also reads every text, and the query, in
         *     that language, so a short note the detection takes for another language is still found.
         */
        get: operations["getMySearchSettings"];
        /**
         * Change my search language
         * @description Sets the caller's search language (see `getMySearchSettings`); 422 for another value.
         */
        put: operations["updateMySearchSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/account/me/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload my profile picture
         * @description Replaces the signed-in user's profile picture. The body is the raw image (PNG, JPEG or WebP) of
         *     at most 2 MB; larger bodies give 413, other media types 415, and bytes that do not decode as the
         *     declared image type 400. Returns the profile with the new `profile_pic` address (which changes
         *     on every upload, so caches refresh). Limited per user (`RATE_LIMIT_AVATAR_UPLOAD_PER_USER`, 10
         *     per 10 minutes), and a server decodes at most two pictures at once with a few more waiting:
         *     past that, 429 with Retry-After.
         */
        put: operations["uploadMyAvatar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/account/avatar/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user's profile picture
         * @description Serves the image uploaded by the user, with its own media type. Public. 404 when the user
         *     has no picture. `profile_pic` gives the address with the picture's version (`?v=`): that
         *     address never changes content and may be cached for a year (`immutable`); any other
         *     (no `v`, or an older version) is answered `no-cache`.
         */
        get: operations["getUserAvatar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a password-reset e-mail
         * @description Sends a single-use reset link (valid for a limited time) to the address when an account exists.
         *     The answer is the same whether or not the address is known, so it cannot be used to discover
         *     accounts. Rate limited per client IP (429); an account gets at most 3 reset mails an hour,
         *     past which the answer stays the same and no mail is sent.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token
         * @description Sets a new password (8 to 128 characters on the server; the client screen separately checks at
         *     least 6 and that both entries match). The token is single-use; an unknown, used or expired token
         *     gives 400. Every session of the account ends: all its refresh tokens are revoked, and access
         *     tokens issued before the reset are refused (401) from then on. Rate limited.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify my e-mail address with the link's token
         * @description Opens the verification link mailed on sign-up (or by `resendVerificationEmail`):
         *     `/VerifyEmail?token=...` on the site. The token is single-use and valid for 24 hours; using it
         *     also ends every other pending verification link of the account. An unknown, used or expired
         *     token gives 400 (checked first). The token proves the mailbox, not who made the account
         *     (someone else may have signed up with the address first), so whoever follows the link
         *     becomes the only holder of the account:
         *     - With a bearer token of the link's own account (the follower also knows its password), no
         *       `password` is needed: every other login of the account ends (its refresh tokens are
         *       revoked) and every access token issued so far is refused from then on (401), the
         *       caller's included; the caller's refresh token still works, so its client refreshes and
         *       goes on.
         *     - Otherwise (no bearer token, or one of another account) `password` is required (422
         *       `Choose a password to finish verifying your address.`; the password rule is checked
         *       before the link is used, so a refused password does not spend it). It becomes the
         *       account's password, every session of the account ends (all refresh tokens revoked,
         *       access tokens issued before refused) and pending password-reset links stop working.
         *
         *     From then on the account holds the roles its address is configured for and may post where
         *     others read. Rate limited.
         */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send me a new verification link
         * @description Mails a new verification link (valid 24 hours) to the signed-in account's address. Links
         *     sent earlier keep working until one is used or they expire. At most 3 per hour per account,
         *     and at most 4 mails an hour to the address from sign-up and resend together (429 after
         *     that). An address already verified gives 409.
         */
        post: operations["resendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/account/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change my e-mail address
         * @description Asks to move the account to `new_email`, proven with the account's password (422 "That
         *     password is not right." when it is not; 422 "That is already your address." for the
         *     current one). Nothing changes yet: a link (`/ChangeEmail?token=...`, valid 24 hours, single
         *     use; a newer request ends the older links) is mailed to the new address, and only opening
         *     it moves the account (`confirmEmailChange`). The answer is the same whether or not another
         *     account holds the new address, whose owner is then told by mail instead. At most 3 an hour
         *     per account (429).
         */
        post: operations["requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/account/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open the link mailed to the new address
         * @description Moves the account to the address the link was mailed to: the address is verified from then
         *     on (roles follow it, never an unverified one), the account's access tokens issued before are
         *     refused (each client refreshes and gets one with the new address) and pending verification
         *     links of the old address stop working. The old address gets a notice with a link to undo the
         *     change (`/ChangeEmail?undo=...`, 7 days, `undoEmailChange`). Works without a bearer token
         *     (the link proves the mailbox; the request proved the password). An unknown, used or
         *     expired link gives 400; an address another account took meanwhile gives 409.
         */
        post: operations["confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/account/email/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a change of my address (from the old address's notice)
         * @description Puts the account back on the address the notice was mailed to, for when someone else changed
         *     it: the old address is the account's (verified) again, every session of the account ends
         *     (refresh tokens revoked, access tokens refused) and pending links stop working, so whoever
         *     made the change is out; the owner logs in again (and resets the password if it was
         *     guessed). Single use, 7 days; an unknown, used or expired link gives 400; an address
         *     another account took meanwhile gives 409.
         */
        post: operations["undoEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/account/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete my account
         * @description Deletes the signed-in account for good, proven with its password (422 "That password is not
         *     right.") and a typed confirmation (`confirmation: DELETE`). Refused (409) while the account
         *     is the only admin of a community other members belong to: "You are the only admin of
         *     {names}. Make another member an admin first, so the community goes on without you."
         *
         *     What others read and answered stays, shown as by "Deleted member": forum talks and
         *     comments, blog comments, community chat messages, goals, tasks, resources and events.
         *     Communities it created pass to their longest-standing other admin; communities nobody else
         *     belongs to are deleted. Everything else goes: journal entries and insights, meal planning,
         *     grocery list, week plan, projects, dreams, the farm save, Lyra's log, the inbox, the
         *     picture, memberships, answers to events, reports it made, sessions and links. Every access
         *     token of the account is refused from then on and its streams close; the address may sign
         *     up again. At most 5 tries an hour (429).
         */
        post: operations["deleteMyAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where my data export stands
         * @description The newest export of the signed-in account's data: `none` (never asked, or the last one
         *     expired), `pending` (being put together by a background job), `ready` (its ZIP can be
         *     downloaded until `expires_at`, 7 days) or `failed`. `next_at` says when a new one may be
         *     asked for (one a day).
         */
        get: operations["getMyExport"];
        put?: never;
        /**
         * Export everything I made
         * @description Starts an export of the signed-in account's data, put together by a background job: a ZIP
         *     with `README.txt`, every journal entry as a Markdown file (`journal/<date>-<title>.md`,
         *     with its tags and dates), and JSON files of the journal and its insights, meal planning
         *     (categories, inventory, recipes, week plan), the grocery list, projects and tasks, dreams,
         *     the farm save, Lyra's log, the inbox, forum talks and comments, blog comments, community
         *     chat messages, resources, events made and answers, and the profile (with the picture). When
         *     it is ready the inbox and a mail say so. One a day: 429 "You asked for an export today
         *     already. Please try again tomorrow." while the last one is less than a day old.
         */
        post: operations["requestMyExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/account/export/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download my data export
         * @description The ZIP of the signed-in account's newest ready export, for its owner only (a bearer token
         *     of the account). 404 when none is ready or it expired (7 days after it was made).
         */
        get: operations["downloadMyExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where I am signed in
         * @description The signed-in account's open logins (each login is one refresh-token family, from a login to
         *     its logout), newest activity first: the browser and system read from the user agent it
         *     logged in with, when it logged in, and when it last refreshed its access token (within 15
         *     minutes of its last use). The caller's own login is marked `current`; an access token
         *     issued before logins were named has none marked.
         */
        get: operations["listMySessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out everywhere else
         * @description Ends every open login of the account except the caller's own: their refresh tokens are
         *     revoked, their access tokens are refused from the next request (within 5 seconds on another
         *     server process) and their live streams close. An access token issued before logins were
         *     named cannot tell which login is its own: 409, log in again first.
         */
        delete: operations["endMyOtherSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The login's `id` (from `listMySessions`). */
                sessionId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out one session
         * @description Ends one open login of the signed-in account, as a logout from that device would: its
         *     refresh tokens are revoked and its access tokens refused from the next request. Ending the
         *     caller's own login signs the caller out too. A login that is not the account's, unknown or
         *     already ended gives 404.
         */
        delete: operations["endMySession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbox/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a user's inbox messages
         * @description Newest first (by `timestamp`, then id), one page at a time: at most `limit` (default 50, at
         *     most 100); with `before` (the id of the last message seen) the page after it. A page shorter
         *     than `limit` is the last one. Only the inbox owner (`userId` must be the caller's id, else
         *     403). The navigation badge counts with `countUnreadInboxMessages`, not from a page.
         */
        get: operations["listInboxMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbox/unread/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count a user's unread inbox messages
         * @description How many of the inbox's messages are unread (the navigation badge), counted on the server
         *     over the whole inbox, not one page. Only the inbox owner (`userId` must be the caller's id,
         *     else 403).
         */
        get: operations["countUnreadInboxMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbox/read/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an inbox message read
         * @description Only the message's recipient. Marking an already-read message is harmless.
         */
        post: operations["markInboxMessageRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbox/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a message into an inbox
         * @description Adds an unread message to the inbox of `user_id`. The product only uses it for notes to
         *     oneself (the confirmation after saving a journal entry), so `user_id` must be the caller's
         *     own id (else 403); the server adds its own system messages directly. The note's sender is the
         *     caller (`person`, named by username, else e-mail) and its subject "Note to self". Rate limited.
         */
        post: operations["sendInboxMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What I hear about, and how
         * @description The signed-in member's notification settings: for each kind (replies, mentions, chat, events,
         *     join decisions, reports, blog comments) whether it goes to the inbox, by e-mail (at once or
         *     in the daily digest) and to the member's devices (push); the time zone reminders are written
         *     in and how many hours before an event they come. Kinds never set hold their defaults (chat
         *     off; e-mail at once for mentions and replies; the rest in the app only). Also says whether
         *     e-mail can reach the member (nothing is mailed to an unverified address) and the server's
         *     VAPID public key for push (null when this server sends no push).
         */
        get: operations["getNotificationPreferences"];
        /**
         * Change what I hear about
         * @description Changes the kinds given (the others keep their settings), the time zone and the reminder
         *     lead when given. A kind given twice, or an unknown time zone, is refused (422) and nothing
         *     changes.
         */
        put: operations["updateNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058)
         * @description Turns e-mail off for one kind (or, from a digest, for every kind) of the member the signed
         *     token in the link names, without signing in. Every notification mail carries this address
         *     in `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, and a link
         *     to the site's page that calls it. Harmless when already off. The body a mail client posts
         *     (`List-Unsubscribe=One-Click`) is optional and not read.
         */
        post: operations["unsubscribeByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive push notifications on this device
         * @description Keeps a Web Push subscription of the member's browser (from `PushManager.subscribe` with the
         *     server's VAPID public key). The same endpoint again replaces its keys. The server posts to
         *     the endpoint only when it is an https address on the public internet (or a host the
         *     operator allows); a subscription the push service answers 404 or 410 for is removed.
         */
        post: operations["addPushSubscription"];
        /**
         * Stop push notifications on this device
         * @description Forgets the member's subscription with this endpoint (harmless when unknown).
         */
        delete: operations["removePushSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Members to mention
         * @description Up to 8 members whose username starts with `q` (any case), for the `@` mention picker,
         *     shortest first. With `community_id`, only that community's approved members (and only for
         *     one of them: 403 otherwise), as a mention in its chat reaches only its members.
         */
        get: operations["searchPeople"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/people/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's profile
         * @description The public profile a mention links to: the username, the bio, its profile picture's
         *     address and since when the member is here. 404 for an unknown username
         *     (any case).
         */
        get: operations["getPerson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my journal entries
         * @description The caller's entries, newest first (by `created_at`, the entry's date, which its writer may
         *     set to an earlier day; then id), one page at a time: at most
         *     `limit` (default 50, at most 100); with `before` (the id of the last entry seen) the page
         *     after it. A page shorter than `limit` is the last one. Polled while an insight is being
         *     generated: each entry's `insights` says, per kind, whether the insight is `absent`,
         *     `pending`, `ready` (its text is in `reflection`, `mantra` or `next_action`, written by
         *     `source`) or `failed` (with the reason).
         *
         *     With `q`, only the entries whose title or text match it (PostgreSQL full-text search, the
         *     `simple` configuration: whole words in any language, any case; `websearch_to_tsquery`
         *     syntax: words all present, `"a phrase"`, `or`, `-word` to leave out), in the same order and
         *     pages. With `tag`, only the entries carrying that tag (compared normalised: trimmed, lower
         *     case). Both together: both must hold.
         */
        get: operations["listJournalEntries"];
        put?: never;
        /**
         * Write a journal entry
         * @description Title and content must both be non-blank (422 otherwise, and nothing is stored); both are
         *     stored trimmed. The new entry has no insights. Its date (`created_at`) is now, or the
         *     `created_at` given (writing about yesterday): not in the future (a few minutes of leeway
         *     for clocks) and not before 1900, 422 otherwise. An entry that speaks of self-harm or of
         *     not wanting to live comes back with `crisis` true: the screen shows at once where to get
         *     help (see `getJournalSettings` for the member's country).
         */
        post: operations["createJournalEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journal/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a journal entry
         * @description Replaces the title and content (both non-blank, stored trimmed; 422 otherwise and nothing
         *     changes), and the date when `created_at` is given (the same rules as when writing; the list
         *     is ordered by it). Existing insights are kept. Only the entry's author: anyone else's entry, like an
         *     unknown one, is 404 (its existence is not revealed).
         */
        put: operations["updateJournalEntry"];
        post?: never;
        /**
         * Delete a journal entry
         * @description Deletes the entry and its insights (an insight being generated is abandoned). Only the
         *     entry's author; anyone else's entry is 404.
         */
        delete: operations["deleteJournalEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journal/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My journal settings
         * @description The caller's journal settings: the country whose crisis line the journal names when an
         *     entry speaks of self-harm or of not wanting to live (null until the member chooses one;
         *     then the screen points to the directory of lines in every country).
         */
        get: operations["getJournalSettings"];
        /**
         * Change my journal settings
         * @description Sets the caller's country (ISO 3166-1 alpha-2, two capital letters; 422 otherwise), or
         *     clears it with null. A country without a line in the journal's table is kept too: the
         *     screen then points to the directory.
         */
        put: operations["updateJournalSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journal/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My journal's month and streak
         * @description The caller's entries of one month, counted by day, and their writing streak: how many days
         *     in a row, ending today or yesterday, have at least one entry (0 when neither has one). Days
         *     are the member's: each entry's date read in `time_zone` (an IANA zone, such as
         *     Europe/Paris; the screen sends the device's), UTC when none is given; 422 for a month that
         *     is not `yyyy-MM` (1900–9999) or an unknown zone. Each day lists at most 20 of its entries
         *     (id and title, oldest first); `entries` counts them all. Only the caller's own entries.
         */
        get: operations["getJournalCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journal/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import journal entries
         * @description Adds entries read from a journal export (WeGrow's own Markdown files, or Day One's JSON),
         *     each with its original date and tags. An entry the journal already holds (the same title,
         *     text and date) or one given twice is skipped, so importing the same file again adds
         *     nothing. The entries follow the journal's rules (title 1–200 characters, text 1–20000, at
         *     most 10 tags of the usual form); one that breaks them refuses the whole import (422, naming
         *     the entry: "Entry 3: …") and nothing is added. At most 500 entries a call.
         */
        post: operations["importJournalEntries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journal/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set an entry's tags
         * @description Replaces the entry's tags (add one by sending the list with it, remove one by sending the
         *     list without it). Each tag is normalised (trimmed, runs of spaces made one, lower case); a
         *     tag that is then empty, longer than 30 characters or holds anything but letters, digits,
         *     spaces, `-` and `_` is 422, as are more than 10 tags, and nothing changes. The same tag twice
         *     is kept once. The title, content, `updated_at` and insights stay. Only the entry's author
         *     (anyone else's entry is 404).
         */
        put: operations["setJournalEntryTags"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journal/reflect/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a reflection for an entry
         * @description Starts generating the entry's `reflection` in the background and answers 202 at once; the
         *     client then polls `listJournalEntries` until `insights.reflection.status` is `ready` (the
         *     text is in `reflection`) or `failed`. The text comes from the configured AI provider, or from
         *     the built-in local engine when none is configured (`source` says which); a provider that
         *     fails makes the insight `failed`, never an error here. Only the entry's author (anyone else's
         *     entry is 404). 409 when the entry already has a reflection (delete it first) or one is
         *     already being generated.
         */
        post: operations["requestJournalReflection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journal/mantra/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a mantra for an entry
         * @description Starts generating the entry's `mantra` (an "I am…" sentence) in the background and answers
         *     202 at once; the client then polls `listJournalEntries` until `insights.mantra.status` is
         *     `ready` or `failed`. Written by the configured AI provider or the built-in local engine
         *     (`source`). Only the entry's author (anyone else's entry is 404). 409 when the entry already
         *     has a mantra or one is already being generated.
         */
        post: operations["requestJournalMantra"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journal/next-action/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suggest a next action for an entry
         * @description Starts generating the entry's `next_action` ("What should I do next?": one concrete step) in
         *     the background and answers 202 at once; the client then polls `listJournalEntries` until
         *     `insights.next_action.status` is `ready` or `failed`. Written by the configured AI provider or
         *     the built-in local engine (`source`). Only the entry's author (anyone else's entry is 404).
         *     409 when the entry already has a next action or one is already being generated.
         */
        post: operations["requestJournalNextAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journal/{id}/insight/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one insight of an entry
         * @description Sets the entry's `reflection`, `mantra` or `next_action` back to null and its
         *     `insights.<kind>` back to `absent`: a generated text, a recorded failure or a generation under
         *     way (abandoned). Only the entry's author (anyone else's entry is 404).
         */
        delete: operations["deleteJournalInsight"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meal-planning/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my food and recipe categories
         * @description The caller's categories, split by type, each list sorted by name (case-insensitive). Nobody
         *     else's categories are ever listed. At most 1000 in all (food and recipe together), which is
         *     every one: a member keeps at most 1000 (`createMealCategories` stops there). The client
         *     tolerates 401 with a limited view.
         */
        get: operations["listMealCategories"];
        put?: never;
        /**
         * Add categories
         * @description Adds one or more categories of one type. Names are trimmed and must not be blank (422). A name
         *     that already exists among the caller's categories of that type (case-insensitive), or that
         *     appears twice in the request, gives 409 `Category already exists!` and nothing is added. The
         *     same name may exist once as a food and once as a recipe category. A member keeps at most 1000
         *     categories (food and recipe together): an add that would pass that gives 422 `You can keep at
         *     most 1,000 categories. Delete some to add more.` and nothing is added.
         */
        post: operations["createMealCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meal-planning/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a category
         * @description Deletes one of the caller's categories; someone else's answers 404 like an unknown one. The
         *     food items and recipes that used it lose it (they are not deleted).
         */
        delete: operations["deleteMealCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meal-planning/food-inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my food inventory
         * @description The caller's inventory items, in the order they were added. At most 1000, which is every
         *     item: a member keeps at most 1000 (adding stops there).
         */
        get: operations["listFoodInventory"];
        put?: never;
        /**
         * Create or update inventory items
         * @description Creates or updates each item in one call: with `id` it replaces that item (which must be the
         *     caller's, else 404), without `id` it creates one. Names are trimmed and must not be blank;
         *     `quantity` ("Have") and `desiredQuantity` ("Need") are numbers from 0 to 1,000,000, kept
         *     exactly (`0.5` litres of milk, `0.25` kg of butter), in
         *     `unit` (`InventoryUnit`: `cups` is stored as `cup`, `g` as `gram`; left out, an item
         *     replaced keeps its unit, a new one has none); `categories` holds the ids (as strings) of the caller's own food categories, anything else
         *     gives 422 (a recipe category, someone else's, an unknown id). All items are checked first:
         *     when one is refused, nothing is saved. A member keeps at most 1000 inventory items: when the
         *     items created would pass that, the answer is 422 `You can keep at most 1,000 items in your
         *     food inventory. Delete some to add more.` and nothing is saved.
         */
        post: operations["saveFoodInventoryItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meal-planning/food-inventory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an inventory item
         * @description Deletes one of the caller's items; someone else's answers 404 like an unknown one.
         */
        delete: operations["deleteFoodInventoryItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meal-planning/recipes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my recipes
         * @description The caller's recipes sorted by name, optionally only those of one recipe category, by name
         *     (case-insensitive; a name with no such category gives an empty list). At most 1000, which is
         *     every recipe: a member keeps at most 1000 (`saveRecipe` stops there). The client tolerates
         *     401 with a limited view.
         */
        get: operations["listRecipes"];
        put?: never;
        /**
         * Create or update a recipe
         * @description Without `id` creates a recipe (201); with `id` replaces that recipe (200), which must be the
         *     caller's (else 404). The name and each ingredient are trimmed and must not be blank.
         *     `category` is the name of one of the caller's recipe categories (case-insensitive), or null or
         *     empty for none; any other name gives 422. A member keeps at most 1000 recipes: creating one
         *     more gives 422 `You can keep at most 1,000 recipes. Delete some to add more.` (replacing one
         *     is always allowed).
         */
        post: operations["saveRecipe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meal-planning/recipes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a recipe
         * @description Deletes one of the caller's recipes; someone else's answers 404 like an unknown one.
         */
        delete: operations["deleteRecipe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meal-planning/recipes/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a recipe from a web page
         * @description Fetches the page and reads a recipe draft from its schema.org `Recipe` data (JSON-LD first,
         *     `@graph` and `HowToSection` instructions included, then microdata; the page's OpenGraph title
         *     or `<title>` names a recipe that has no name). Nothing is saved: the client fills an unsaved
         *     draft and saves it with `saveRecipe` (the draft always fits that operation's limits).
         *
         *     The fetch is guarded: http and https only; the host is resolved and every address checked
         *     (loopback, private, link-local, shared, multicast, reserved, unspecified and documentation
         *     ranges of IPv4 and IPv6 are refused, IPv4-mapped IPv6 and other spellings of an address
         *     included); the connection goes to the address that was checked; each redirect is checked
         *     again (at most 3); 10 seconds in all; at most 2 MB; HTML only. The page is read off the
         *     server's event loop, within 1 second, at most 256 elements deep and 50,000 elements (HTML
         *     inside its values counted); a page past these is `That page is too complex to read a
         *     recipe from.` Every failure is a 422 whose `detail` says what happened, e.g. `No recipe
         *     found at that address.` for a page without a recipe; never a 5xx. Too many pages being
         *     read at once on the server is a 429.
         */
        post: operations["importRecipeFromUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meal-planning/week-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get my plan of a week
         * @description The recipes the caller planned on the seven days (Monday to Sunday) of the week starting on
         *     `start`, which must be a Monday (else 422 `A week starts on a Monday.`), by day, then by meal
         *     (breakfast, lunch, dinner, snack), then in the order they were planned. A deleted recipe
         *     leaves the plan.
         */
        get: operations["getWeekPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meal-planning/week-plan/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plan a recipe on a day
         * @description Puts one of the caller's recipes on a day, for a meal (`slot`, dinner when left out) and a
         *     number of servings (the recipe's when left out); an unknown or someone else's recipe answers
         *     404 `Recipe not found.`. A day holds at most 10 planned recipes (422 `You can plan at most 10
         *     recipes on a day.`). A slot other than breakfast, lunch, dinner or snack is 422 `A meal is
         *     breakfast, lunch, dinner or snack.`; servings other than a whole number from 1 to 100 are
         *     422 `Servings must be a whole number from 1 to 100.`
         */
        post: operations["addWeekPlanEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meal-planning/week-plan/entries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take a recipe off a day
         * @description Removes one of the caller's planned recipes; someone else's answers 404 like an unknown one.
         */
        delete: operations["deleteWeekPlanEntry"];
        options?: never;
        head?: never;
        /**
         * Change a planned recipe's meal or servings
         * @description Changes the meal (`slot`) or the servings of one of the caller's planned recipes (what is
         *     left out stays); someone else's answers 404 like an unknown one. The same 422s as planning.
         */
        patch: operations["updateWeekPlanEntry"];
        trace?: never;
    };
    "/meal-planning/week-plan/grocery-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the week's grocery list
         * @description Adds the ingredients of every recipe planned in the week starting on `start` (a Monday) to
         *     the caller's grocery list, as `addRecipesToGroceryList` does with those recipe ids (a recipe
         *     planned twice counts twice; lines merged, the inventory taken off, the same message and the
         *     same 1000-item limit), each recipe's amounts scaled by its planned servings over the
         *     recipe's servings first (a recipe for 2 planned for 4 doubles; a recipe that does not say
         *     how many it serves is not scaled). A week with nothing planned answers 422 `Nothing is planned
         *     for that week.`
         */
        post: operations["addWeekPlanToGroceryList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grocery-list/grocery-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get my grocery list
         * @description The caller's grocery items in the order they were added. At most 1000, which is every item:
         *     a list holds at most 1000 (every operation that adds to it stops there).
         */
        get: operations["getGroceryList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grocery-list/grocery-list/item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a grocery item
         * @description The name is trimmed and must not be blank. Without `quantity` and `unit`, the name is read
         *     as an ingredient line (`milk 1 l` → milk, 1 liter; `2 eggs` → eggs × 2; a name alone is 1 of
         *     it). An unchecked item of the same name (ignoring case and plural: `Eggs` and `egg`) in a
         *     unit that adds up (the same, or of its family: ml and l) takes the amount, added exactly and
         *     shown in the most readable unit, instead of a second line (201 with that item); else the
         *     new item starts unchecked (not in the cart). An `aisle` is the item's own (shown instead of
         *     the worked-out one; see `GroceryAisle`). A list holds at most 1000 items: adding to a full one gives 422
         *     `You can keep at most 1,000 items on your grocery list. Delete some to add more.`
         */
        post: operations["addGroceryItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grocery-list/grocery-list/item/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a grocery item
         * @description The body is the whole item (the check toggle sends it back with `checked` flipped). A body
         *     `id`, if present, must equal the path id (else 422); `unit` and `aisle`, when left out, stay
         *     as they were (null `aisle` clears the item's own aisle).
         *     One of the caller's items only; someone else's answers 404 like an unknown one.
         */
        put: operations["updateGroceryItem"];
        post?: never;
        /**
         * Delete a grocery item
         * @description Deletes one of the caller's items; someone else's answers 404 like an unknown one.
         */
        delete: operations["deleteGroceryItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grocery-list/grocery-list/from-inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add inventory shortfalls to the grocery list
         * @description For each inventory item, in the order they were added: shortfall = `desiredQuantity` −
         *     `quantity` − what the grocery list already holds under that name (case-insensitive, checked or
         *     not; any unit for an item counted in things, else what is in the item's unit or converts to
         *     it), exactly (rounded up to a whole number only for things counted). Only a positive
         *     shortfall changes the list: it raises an unchecked item of that name in
         *     the item's unit (none for things counted), else it is added as a new item in that unit. Running it again therefore adds
         *     nothing. The message says how many items were added and raised. A list holds at most 1000
         *     items: when the new items would pass that, the answer is 422 `You can keep at most 1,000
         *     items on your grocery list. Delete some to add more.` and nothing changes.
         */
        post: operations["addInventoryShortfallsToGroceryList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grocery-list/from-recipes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add recipe ingredients to the grocery list
         * @description The body is an array of the caller's recipe ids; a repeated id counts once more (the screen
         *     sends each recipe as many times as its count). Every id must be one of the caller's recipes,
         *     else 404 and nothing is added. Each ingredient line is read into a name, a quantity (as
         *     written, 1 when none is given) and a unit (`2 carrots, diced` → carrots × 2; `1 cup red
         *     lentils` → red lentils, 1 cup; group headers such as `For the sauce:` are skipped). Lines of
         *     the same name (ignoring case and plural) and unit family are added together exactly
         *     (`2 Tomatoes` and `tomatoes 3` → Tomatoes × 5; `½ tsp salt` and `¼ tsp salt` → salt, ¾ tsp;
         *     tsp/tbsp/cup, ml/l, g/kg and oz/lb convert); then what the inventory already has under that name is taken
         *     off when the units match: a count of things from a line counted in things, an amount in a
         *     unit from a line in that unit or one it converts to within a dimension (1 cup of flour in
         *     stock and `3 cups flour` → flour, 2 cups; `1 kg` in stock covers `500 g`), never across
         *     dimensions (1 cup of sugar in stock leaves `200 g sugar` at 200 g); the rest is put in its
         *     family's most readable unit (3 tsp → 1 tbsp, 1000 ml → 1 l) and rounded once, up to a whole
         *     number only for things counted (eggs, cans), and a line the inventory covers is left off.
         *     Each line is then added exactly into an unchecked item with the same name (ignoring case
         *     and plural) and a unit of its family, or added as a new item. The message says how many ingredients were added and how many items are
         *     new or raised. A list holds at most 1000 items: when the new items would pass that, the
         *     answer is 422 `You can keep at most 1,000 items on your grocery list. Delete some to add
         *     more.` and nothing changes.
         */
        post: operations["addRecipesToGroceryList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grocery-list/grocery-list/import-to-inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move in-cart items into the food inventory
         * @description Adds each checked (in-cart) grocery item's quantity to the caller's inventory item of the
         *     same name (case-insensitive) whose unit matches or converts (`1 kg` into an item in grams
         *     adds 1000), else to the first of that name counted in things (no unit: the number as it is),
         *     or creates an inventory item in the grocery item's unit with that quantity both had and
         *     needed; then removes the imported items from the grocery list. 422 when no item is checked.
         *     A member keeps at most 1000 inventory items: when the inventory items it would create (adding
         *     to an existing item does not count) would pass that, the answer is 422 `You can keep at most
         *     1,000 items in your food inventory. Delete some to add more.` and nothing changes.
         */
        post: operations["importCheckedGroceriesToInventory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grocery-list/grocery-list/grocery-list/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Clear my whole grocery list
         * @description Removes every item of the caller's grocery list, checked or not.
         */
        delete: operations["clearGroceryList"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my projects
         * @description The caller's own projects with their tasks, newest first (by `created_at`); each project's
         *     tasks oldest first (in the order they were added). At most 1000 projects, each with at most
         *     500 tasks, which is all of them: a member keeps at most 1000 projects and a project at most
         *     500 tasks (`createProject` and `addProjectTask` stop there).
         */
        get: operations["listProjects"];
        put?: never;
        /**
         * Create a project
         * @description For the caller. The name is trimmed; `description` defaults to "" and `links` to []. Each link
         *     must be an absolute http:// or https:// address (422 "Each link must be a full web address
         *     starting with http:// or https://." otherwise: `javascript:`, `data:` and relative addresses
         *     are refused). A member keeps at most 1000 projects: creating one more gives 422 "You can keep
         *     at most 1,000 projects. Delete some to add more."
         */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a project
         * @description The project with its tasks (oldest first; at most 500, which is all of them: a project keeps at most 500). Only the project's owner: another user's project answers 404 "Project not found.", as an unknown one does (never 403, so ids reveal nothing).
         */
        get: operations["getProject"];
        /**
         * Edit a project
         * @description Replaces name, description and links (the same rules as `createProject`; an absent description or links list becomes empty). Only the project's owner: another user's project answers 404 "Project not found.", as an unknown one does (never 403, so ids reveal nothing).
         */
        put: operations["updateProject"];
        post?: never;
        /**
         * Delete a project
         * @description Deletes the project and all its tasks. Only the project's owner: another user's project answers 404 "Project not found.", as an unknown one does (never 403, so ids reveal nothing).
         */
        delete: operations["deleteProject"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a task to a project
         * @description The task starts open (`completed: false`); its content may be empty (the screen shows "(Untitled Task)"). Only the project's owner: another user's project answers 404 "Project not found.", as an unknown one does (never 403, so ids reveal nothing). A project keeps at most 500 tasks: adding one more gives 422 "You can keep at most 500 tasks in a project. Delete some to add more."
         */
        post: operations["addProjectTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/tasks/{taskId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit or complete a task
         * @description Changes the content (may be empty) and/or the completed flag (`completed` toggles a task between To-Do and Completed). Only the owner of the task's project: another user's task answers 404 "Task not found.", as an unknown one does.
         */
        put: operations["updateProjectTask"];
        post?: never;
        /**
         * Delete a task
         * @description Only the owner of the task's project: another user's task answers 404 "Task not found.", as an unknown one does.
         */
        delete: operations["deleteProjectTask"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List blog posts
         * @description Posts, newest first (by `published_at`, a draft by `created_at`, then id), one page at a
         *     time: at most `limit` (default 50, at most 100); with `before` (the id of the last post seen)
         *     the page after it. A page shorter than `limit` is the last one. Public: the published posts;
         *     the blog owner's call (with their token) lists their drafts too (`draft: true`), which no
         *     one else ever sees. With `tag`, only the posts carrying that tag. The content is plain text;
         *     the list screen shows an excerpt of it. The owner's name is `getBlogOwner`'s, the feed
         *     `getBlogFeed`.
         */
        get: operations["listBlogPosts"];
        put?: never;
        /**
         * Publish a blog post
         * @description Only the blog owner: the account whose e-mail is the server's `BLOG_OWNER_EMAIL`. Anyone else
         *     who is signed in gets 403 "Only the blog owner can publish posts."; without a token, 401.
         *     Title and content are required and must not be blank (422). The title is trimmed; the content
         *     is stored as the plain text it is (never HTML). With `draft: true` the post is saved as a
         *     draft (only the owner sees it; `published_at` null); otherwise it is published now. At most
         *     5 tags (422). A cover is uploaded afterwards (`uploadBlogCover`).
         */
        post: operations["createBlogPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog/owner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who owns the blog
         * @description The blog owner (the account with the server's `BLOG_OWNER_EMAIL`), for the screens: `name`
         *     fills "Only {name} can post." and "Only {name} can edit posts.", and `id` tells whether the
         *     signed-in user is the owner (to show the owner's buttons; the server checks again on every
         *     call). Public; the owner's e-mail is never shown.
         */
        get: operations["getBlogOwner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog/feed.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The blog's Atom feed
         * @description An Atom 1.0 feed (RFC 4287) of the 50 newest posts, newest first, for feed readers; the site
         *     links it from /blog as `<link rel="alternate" type="application/atom+xml"
         *     href="/api/blog/feed.xml">`. The feed's id and `alternate` link are `${PUBLIC_SITE_URL}/blog`,
         *     its `self` link `${PUBLIC_SITE_URL}/api/blog/feed.xml`; each entry's id and link are
         *     `${PUBLIC_SITE_URL}/blog/{id}`, its `published` the post's `created_at`, its `updated` the
         *     last edit, and its content the post's plain text (`type="text"`, XML-escaped; characters
         *     XML cannot carry are left out). The feed's `updated` is the latest edit of a listed post (the
         *     time of the request when there is none). Public. Clients read it as text (`parseAs: 'text'`).
         */
        get: operations["getBlogFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a blog post
         * @description Public. 404 "Post not found." for an unknown id, and for a draft unless the caller is the
         *     blog owner (with their token).
         */
        get: operations["getBlogPost"];
        /**
         * Edit a blog post
         * @description Replaces title and content (the same rules as `createBlogPost`); `tags`, `draft` and
         *     `cover_alt` when given (left as they are when left out). `draft: false` publishes a draft
         *     (its `published_at` is then); `draft: true` takes a published post back to a draft. While
         *     the post has a cover, its `cover_alt` must not be blank (422 "Describe the cover image: its
         *     alt text is required."). Only the blog owner: anyone else gets 403 "Only the blog owner can
         *     edit posts." (before the post is looked up); the owner gets 404 "Post not found." for an
         *     unknown id.
         */
        put: operations["updateBlogPost"];
        post?: never;
        /**
         * Delete a blog post
         * @description Deletes the post and its comments. Only the blog owner: anyone else gets 403 "Only the blog
         *     owner can delete posts."; the owner gets 404 "Post not found." for an unknown id.
         */
        delete: operations["deleteBlogPost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog/{id}/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload a post's cover image
         * @description Sets (or replaces) the post's cover. The body is the raw image (PNG, JPEG or WebP) of at most
         *     2 MB; larger bodies give 413, other media types 415, and bytes that do not decode as an image
         *     400. It goes through the profile pictures' pipeline: decoded and encoded again in its own
         *     format, turned upright, without metadata, fitted within 1600 × 1600 (never enlarged), and
         *     kept in the database every server process reads. The post's `cover_alt` must be set first
         *     (422 "Describe the cover image: its alt text is required."). Only the blog owner (403 "Only
         *     the blog owner can edit posts."); 404 "Post not found.". Limited per user like the profile
         *     picture (`RATE_LIMIT_AVATAR_UPLOAD_PER_USER`), 429 with Retry-After when the server is busy
         *     decoding. Returns the post with its new `cover` (a new address on every upload).
         */
        put: operations["uploadBlogCover"];
        post?: never;
        /**
         * Remove a post's cover image
         * @description Removes the cover (its image is deleted; the post stays). Only the blog owner (403 "Only the
         *     blog owner can edit posts."); 404 "Post not found.". Removing a cover the post does not have
         *     changes nothing. Returns the post (`cover: null`).
         */
        delete: operations["deleteBlogCover"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog/{id}/cover/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a post's cover image
         * @description Serves the cover at the address `cover.url` gives, with its own media type. The key is
         *     random and changes on every upload, so the address never changes content and may be cached
         *     for a year (`immutable`), and a draft's cover is found only by who was given its post. 404
         *     "This post has no cover image." for any other key.
         */
        get: operations["getBlogCover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a post's comments
         * @description Oldest first, each with its author (id and username); at most the newest 500. Public. 404
         *     "Post not found." for an unknown post, and for a draft unless the caller is the blog owner.
         */
        get: operations["listBlogComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Comment on a post
         * @description Any signed-in user (401 without a token). The comment must not be blank (422); 404 "Post not
         *     found." when the post does not exist (or is a draft, for anyone but the blog owner). The comment's author is the caller. Rate limited per
         *     user (the server's `RATE_LIMIT_BLOG_COMMENT_PER_USER`, 10 a minute by default).
         */
        post: operations["createBlogComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog/comment/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a comment
         * @description The blog owner (any comment) or the comment's author (their own): anyone else gets 403 "Only
         *     the blog owner can delete comments."; 404 "Comment not found." for an unknown id.
         */
        delete: operations["deleteBlogComment"];
        options?: never;
        head?: never;
        /**
         * Edit a comment
         * @description Only the comment's author (401 without a token): anyone else, the blog owner included, gets
         *     403 "Only the commenter can edit this comment."; 404 "Comment not found." for an unknown id.
         *     The text follows the same rules as a new comment (422). The answer is the comment as saved,
         *     its `edited_at` now (the screens mark it "(edited)" with that time).
         */
        patch: operations["updateBlogComment"];
        trace?: never;
    };
    "/communities/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List communities
         * @description The communities, sorted by name (ignoring accents and the case of A–Z, then by id), each with
         *     its number of approved members and the caller's own role in it, one page at a time: at most `limit`
         *     (default 50, at most 100); with `after` (the id of the last community seen) the page after
         *     it, in the same order (an empty list when that community no longer exists). `membership`
         *     narrows the list to "Your Communities" (`mine`: the caller is an approved member, admin or
         *     creator) or to the others (`others`: every other community, a pending request included);
         *     without it, every community. Members' names are not listed here (see `getCommunity` and
         *     `listCommunityMembers`).
         */
        get: operations["listCommunities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a community
         * @description The caller becomes its creator: an approved admin member. The visibility is always "public"
         *     (the only value there is); the layout starts in the default order with nothing hidden. The
         *     name is trimmed and must not be blank (422).
         */
        post: operations["createCommunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a community
         * @description Any signed-in user. Approved members get the whole community (`CommunityDetails`: members,
         *     layout, hidden sections; the pending join requests for admins; both lists bounded as in
         *     `listCommunityMembers` and `listCommunityJoinRequests`). Everyone else gets its name,
         *     description and member count, and their own state: `my_role` visitor (offer "Request to
         *     Join") or pending ("Join request sent. Waiting for approval.") (`CommunityPreview`).
         */
        get: operations["getCommunity"];
        /**
         * Edit community info
         * @description Only community admins (the creator included). The name is trimmed and must not be blank.
         */
        put: operations["updateCommunity"];
        post?: never;
        /**
         * Delete a community
         * @description Only the community's creator. Deletes everything in it (memberships, requests, goals and
         *     tasks, chat, resources, events); each other member is told in their inbox, and open chat
         *     streams close.
         */
        delete: operations["deleteCommunity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request to join a community
         * @description Creates a pending membership (201) and tells the community's admins in their inbox. Asking
         *     again while the request is pending changes nothing (200, the same request; no second
         *     notice), and so does asking again after withdrawing: an admin holding the notice unread, or
         *     from the last 24 hours, is not told twice. A member (admins and the creator included) gets
         *     409. Someone banned from the community gets 403 "You can't join this community." until an
         *     admin lifts the ban. Limited per user (`RATE_LIMIT_JOIN_REQUEST_PER_USER`, 10 an hour): 429.
         */
        post: operations["requestToJoinCommunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/join/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow one's own pending join request live (Server-Sent Events)
         * @description Only for the caller's own pending request (404 when there is none: already a member, never
         *     asked, or already decided: read the community again). A `text/event-stream` that stays open
         *     until the request is decided, on any server process:
         *
         *     - `retry: 3000` first, then `event: ready`, `data` `{}`;
         *     - `event: decided`, `data` `{"status": "approved" | "rejected"}`: an admin approved or
         *       rejected the request (read the community again); the stream then ends;
         *     - `event: closed`, `data` `{"reason": "expired" | "session_ended"}`: the access token the
         *       stream was opened with expired (`expired`: reconnect with a fresh one), or its session
         *       ended: a password reset, or a logout of the login the token was issued for
         *       (`session_ended`: reconnecting gets 401; the user signs in again). No decision is told
         *       after the session ended (on any server process); a stream is not opened for a login that
         *       ended (401);
         *     - a comment line (`: heartbeat`) about every 25 seconds.
         *
         *     Read it with `fetch` (Authorization header), as the chat stream. Capped like the chat
         *     streams (per user and per server process): one more answers 429 with `Retry-After`.
         */
        get: operations["streamCommunityJoinRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/join-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pending join requests
         * @description Only community admins. Oldest first: at most the oldest 500 (deciding one brings the next).
         */
        get: operations["listCommunityJoinRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/full-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List approved members
         * @description Only approved members. The creator first, then in the order they joined; at most 500: the
         *     creator and the latest 499 to join (`member_count` counts every member). E-mail addresses
         *     are shown only to community admins (and each member sees their own).
         */
        get: operations["listCommunityMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/members/{userId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a join request
         * @description Approves the pending request of `userId`, or rejects it (removes the request) with
         *     `approve=false`. Only community admins. The person is told in their inbox either way. 404
         *     when there is no request from them; 409 when they are already a member.
         */
        post: operations["decideCommunityJoinRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/members/{userId}/toggle-admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Make a member admin, or not
         * @description Flips an approved member's admin flag and tells them in their inbox. Only community admins
         *     (an admin may also step down). The creator is always an admin: 409. 404 when `userId` is
         *     not an approved member.
         */
        put: operations["toggleCommunityAdmin"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member (or leave)
         * @description Community admins remove a member or a pending request (the person is told in their inbox);
         *     anyone may remove themself (leaving, or withdrawing their request). The creator can be
         *     neither removed nor leave: 409. Their chat stream closes. 404 when `userId` has no
         *     membership or request.
         */
        delete: operations["removeCommunityMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/bans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The people banned from a community
         * @description Community admins only (403 otherwise): everyone banned from the community, the latest ban
         *     first, at most 200, with the reason the admin gave (null when none).
         */
        get: operations["listCommunityBans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/bans/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ban a member
         * @description Community admins only (403 otherwise) ban a member or someone asking to join: their
         *     membership or request goes, their chat stream closes, and they are told in their inbox
         *     (always, whatever their notification settings). Until the ban is lifted they cannot ask to
         *     join or use an invite link (403 "You can't join this community."). The creator cannot be
         *     banned, nor can an admin ban themself: 409. 404 when `userId` has neither a membership nor
         *     a request. Banning someone already banned changes nothing (200, the ban as it was).
         */
        put: operations["banCommunityMember"];
        post?: never;
        /**
         * Lift a ban
         * @description Community admins only (403 otherwise): the person may ask to join (or use an invite link)
         *     again, as anyone. 404 when `userId` is not banned.
         */
        delete: operations["unbanCommunityMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/layout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Order the sections, and hide some
         * @description Only community admins. `layout_config` lists all seven section keys, each exactly once, in
         *     the new order (422 otherwise). `hidden_sections` (the Component Manager's setting) lists the
         *     sections hidden from members; admins still see them, marked hidden. The operations of a
         *     hidden section (goals and tasks, chat and its stream, resources, events with the calendar
         *     link and feed, the member list) answer a member who is no admin 403 "The community's admins
         *     have hidden this section." until it is shown again; their open chat streams close (reason
         *     `hidden`). Leaving `hidden_sections` out keeps the current setting.
         */
        put: operations["updateCommunityLayout"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List community goals
         * @description Only approved members. Sorted by title, ignoring case; each goal with its tasks, oldest first.
         *     At most the newest 500 goals, each with at most its newest 500 tasks.
         */
        get: operations["listCommunityGoals"];
        put?: never;
        /**
         * Add a community goal
         * @description Only approved members. The title is trimmed and must not be blank.
         */
        post: operations["createCommunityGoal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/projects/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a community goal
         * @description Only the goal's creator or a community admin.
         */
        put: operations["updateCommunityGoal"];
        post?: never;
        /**
         * Delete a community goal
         * @description Deletes the goal and its tasks. Only the goal's creator or a community admin.
         */
        delete: operations["deleteCommunityGoal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/projects/{projectId}/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a goal's tasks
         * @description Only approved members of the goal's community. Oldest first; at most the newest 500.
         */
        get: operations["listCommunityGoalTasks"];
        put?: never;
        /**
         * Add a task to a goal
         * @description Only approved members of the goal's community. The content is trimmed and must not be blank;
         *     the task starts open and unassigned.
         */
        post: operations["createCommunityGoalTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/tasks/{taskId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Assign, complete or reopen a task
         * @description Only approved members, with either an assignment or a completion change:
         *
         *     - **Assign** (`assigned_to_user_id`): any member may take an unassigned task (or drop their
         *       own with null); assigning it to someone else, or taking it from someone else, is for
         *       community admins (403). The assignee must be an approved member (422).
         *     - **Complete** (`completed: true`): any member, as themself: `completed_by` becomes the caller
         *       (`completed_by_user_id`, when sent, must be the caller: 403 otherwise).
         *     - **Undo** (`completed: false`; `completed_by_user_id` null or left out): `completed_by` is
         *       cleared. Only the member who completed it, the task's creator or an admin (403).
         */
        put: operations["updateCommunityTask"];
        post?: never;
        /**
         * Delete a task
         * @description Only the task's creator or a community admin.
         */
        delete: operations["deleteCommunityTask"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List chat messages
         * @description Only approved members. Oldest first: the latest 200 messages, or with `before` the 200 that
         *     came just before that message (for older pages; an empty list when there are none). New,
         *     edited and deleted messages arrive live on `streamCommunityChat`.
         */
        get: operations["listCommunityChatMessages"];
        put?: never;
        /**
         * Send a chat message
         * @description Only approved members. The content is trimmed; it must not be blank and is at most 2000
         *     characters. Every open chat stream of the community receives it.
         */
        post: operations["sendCommunityChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/chat/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow the chat live (Server-Sent Events)
         * @description Only approved members. A `text/event-stream` that stays open and pushes the community's chat
         *     as it happens, to every member connected to any server process:
         *
         *     - `event: ready` first, when no `Last-Event-ID` came: its `id` is where the stream starts
         *       (load the list with `listCommunityChatMessages`; a message may arrive both ways: merge by
         *       `id`);
         *     - `event: message`, `data` a `ChatMessage` JSON: a new message (replayed, as it is now:
         *       edited since, it has its new `content` and `edited_at`);
         *     - `event: edited`, `data` a `ChatMessage` JSON: a message its author edited (its new
         *       `content` and `edited_at`; replace the message of that `id`);
         *     - `event: deleted`, `data` `{"id": <message id>}`: a message was deleted;
         *     - `event: reset`, `data` `{}`: what was missed since `Last-Event-ID` cannot be replayed (too
         *       old, or an id this server never sent): reload the list;
         *     - `event: closed`, `data` `{"reason": "removed" | "deleted" | "hidden" | "expired" |
         *       "session_ended"}`: the caller is no longer a member, or the community was deleted, or its
         *       admins hid the chat from members (`hidden`; reconnecting gets 403 or 404); or the access token the stream was opened with expired (`expired`: reconnect with a
         *       fresh token, refreshed as usual); or the account's sessions were ended by a password reset
         *       (`session_ended`: the refresh token no longer works either, so the user signs in again).
         *       A logout of the login the token was issued for closes it the same way (`session_ended`).
         *       The stream then ends. A stream lives at most as long as its access token, and a password
         *       reset or a logout ends it at once (within 5 seconds on another server process, and before
         *       anything more is delivered); a stream is not opened for a login that ended (401);
         *     - a comment line (`: heartbeat`) about every 25 seconds, so proxies keep the connection.
         *
         *     Each `message`, `edited` and `deleted` event has an `id`; a client that reconnects with the header
         *     `Last-Event-ID` (EventSource does it by itself) gets every event it missed, then the live
         *     ones. The first line is `retry: 3000` (reconnect after 3 s). Browsers' EventSource cannot
         *     send a bearer token: read the stream with `fetch` (Authorization header, then the body as a
         *     stream of lines) and reconnect with `Last-Event-ID` when it ends. Behind a reverse proxy the
         *     answer must not be buffered (the server sends `X-Accel-Buffering: no` and `Cache-Control:
         *     no-cache, no-transform`).
         *
         *     A user may hold a few streams open at once (5 by default, per server process), and a server
         *     process a bounded number in all (1000 by default): one more answers 429 with a `detail` and
         *     `Retry-After`, before anything is streamed; a slot frees when a stream closes.
         */
        get: operations["streamCommunityChat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/chat/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Remember the last chat message read
         * @description Approved members (as the chat's other operations): remembers `message_id` as the last
         *     message the caller read in the community's chat, unless they had already read a later one
         *     (the mark never moves back; sending it again changes nothing). The answer is where the mark
         *     stands and how many messages of others came after it. 404 when the message is not in this
         *     community's chat.
         */
        put: operations["markCommunityChatRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/chat/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a chat message
         * @description The message's author, or a community admin (admins and the creator); when an admin removes someone else's message, its author is told in their inbox.
         */
        delete: operations["deleteCommunityChatMessage"];
        options?: never;
        head?: never;
        /**
         * Edit a chat message
         * @description Only the message's author: anyone else, a community admin included, gets 403 "Only its
         *     author can edit a message." (an admin may delete it instead). The new content follows the
         *     rules of a new message (trimmed, not blank, at most 2000 characters: 422, nothing changed).
         *     The answer is the message as saved, `edited_at` set to the time of the edit; every open chat
         *     stream of the community receives it (`event: edited`). Mentions in it are not told again.
         */
        patch: operations["updateCommunityChatMessage"];
        trace?: never;
    };
    "/communities/{id}/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the resource board
         * @description Only approved members. Newest first; at most the newest 500.
         */
        get: operations["listCommunityResources"];
        put?: never;
        /**
         * Add a resource
         * @description Only approved members. Title and url are required; the title is trimmed, the url stored as
         *     given. The url is a web address with `http://` or `https://`, or with no scheme at all
         *     (opened with `https://` prefixed: see `href`); any other scheme (`javascript:`, `data:`,
         *     `mailto:`…) is refused (422).
         */
        post: operations["createCommunityResource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/resources/{resourceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a resource
         * @description Only the one who added it or a community admin. The same rules as adding one.
         */
        put: operations["updateCommunityResource"];
        post?: never;
        /**
         * Delete a resource
         * @description Only the one who added it or a community admin.
         */
        delete: operations["deleteCommunityResource"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List community events
         * @description Only approved members. By date, then in the order they were added; at most 500: the latest
         *     500 by date.
         */
        get: operations["listCommunityEvents"];
        put?: never;
        /**
         * Add an event
         * @description Only approved members. The title is trimmed and must not be blank; the date is a calendar
         *     date `yyyy-MM-dd`; the description may be left out. `community_id`, when sent, must equal
         *     the path id (422).
         */
        post: operations["createCommunityEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One event, with the answers to one of its occurrences
         * @description Only approved members (as `listCommunityEvents`). `date` chooses the occurrence of a
         *     repeating event whose answers (`rsvps`) come with it: a day the event falls on (404 "This
         *     event does not happen on that day." otherwise); left out, the next occurrence from today
         *     (the last one when all are past). A one-off event has one occurrence, its date.
         */
        get: operations["getCommunityEvent"];
        /**
         * Edit an event
         * @description Only the one who added it or a community admin. The same rules as adding one. When the date
         *     changes, each member who answered going or maybe (but the editor) is told in their inbox
         *     ("Event changed"); deleting it tells them "Event cancelled".
         */
        put: operations["updateCommunityEvent"];
        post?: never;
        /**
         * Delete an event
         * @description Only the one who added it or a community admin.
         */
        delete: operations["deleteCommunityEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/events/{eventId}/rsvp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Say whether one comes to an event (RSVP)
         * @description Only approved members: the caller's answer to one occurrence of the event (`date`; left
         *     out, the next one, as `getCommunityEvent`), `going`, `maybe` or `not_going`; answering
         *     again replaces it. Answers the event with that occurrence's RSVP counts and who answered
         *     what. When the event has a `capacity` and the occurrence is full, `going` puts the caller
         *     on the waiting list (their `place` in `people`); when someone going changes their answer
         *     (or leaves the community), the first waiting moves up and is told ("You have a place",
         *     events notices). Two answers at once for the last place: one going, one waiting. 404 for a
         *     day the event does not fall on; 409 "This occurrence is cancelled." for a cancelled one.
         */
        put: operations["answerCommunityEvent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The community's active invite link
         * @description Only admins (403 otherwise). The token of the one active invite link (`null` when there is
         *     none); the link is the community page's address with `?invite=TOKEN`.
         */
        get: operations["getCommunityInvite"];
        put?: never;
        /**
         * Create an invite link (replacing the active one)
         * @description Only admins (403 otherwise). A new random, unguessable token; the previous link (if any)
         *     stops working. Limited per user (`RATE_LIMIT_JOIN_REQUEST_PER_USER`): 429.
         */
        post: operations["createCommunityInvite"];
        /**
         * Revoke the invite link
         * @description Only admins (403 otherwise). The active link stops working; without one, nothing changes
         *     (204 as well). Limited per user (`RATE_LIMIT_JOIN_REQUEST_PER_USER`): 429.
         */
        delete: operations["revokeCommunityInvite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/invite/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a community with its invite link
         * @description Any signed-in user holding the active link's token joins as an approved member at once (a
         *     pending request is approved), even when the community normally needs approval. A member
         *     already: 200, unchanged. A revoked, replaced or unknown token: 404 "This invite link is no
         *     longer valid." and nothing changes. Someone banned from the community: 403 "You can't join
         *     this community." (the link does not lift a ban). Limited per user
         *     (`RATE_LIMIT_JOIN_REQUEST_PER_USER`): 429.
         */
        post: operations["acceptCommunityInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/calendar-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's calendar address for the community's events
         * @description Only approved members. The address of `getCommunityCalendar` with the caller's own secret
         *     token, for "Add to calendar" (Google Calendar "From URL", Thunderbird, Apple Calendar). The
         *     token is personal: it stops working when the member leaves or is removed, and when they ask
         *     for a new one (`resetCommunityCalendarLink`). The same address every time until then.
         */
        get: operations["getCommunityCalendarLink"];
        put?: never;
        /**
         * Get a new calendar address (the old one stops working)
         * @description Only approved members; for when an address was shared by mistake.
         */
        post: operations["resetCommunityCalendarLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/events/{eventId}/cancellations/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cancel one occurrence of an event
         * @description Only the one who added the event or a community admin (as `updateCommunityEvent`). The
         *     occurrence on `date` (a day the event falls on, 404 otherwise) is cancelled without ending
         *     the series: it joins `cancelled_dates`, answers to it are refused (409), the calendar feed
         *     leaves it out (`EXDATE`), and each member who answered going or maybe (but the one
         *     cancelling) is told ("Event cancelled", with the day). Cancelling it again changes nothing.
         *     Answers the event with that occurrence's answers.
         */
        put: operations["cancelCommunityEventOccurrence"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/events/{eventId}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One occurrence of an event as an iCalendar file ("Add to my calendar")
         * @description Only approved members (as `getCommunityEvent`). An iCalendar (RFC 5545) object with the
         *     one occurrence `date` chooses (left out, the next one) as a single `VEVENT` without
         *     repetition, its `UID` its own (`community-event-{id}-{yyyyMMdd}@host`), so importing it
         *     never replaces the feed's series; `STATUS:CANCELLED` when the occurrence is cancelled. A
         *     download: `Content-Disposition: attachment` with a file name.
         */
        get: operations["getCommunityEventCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communities/{id}/events.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The community's events as an iCalendar feed
         * @description An iCalendar (RFC 5545) feed of the community's events, for calendar apps, which cannot send
         *     a bearer token: the `token` of the member's address (`getCommunityCalendarLink`) is the
         *     credential, in the one spelling the address gives. 403 when it is not valid (anymore); 404
         *     for an unknown community. Each event is an all-day `VEVENT` (`DTSTART;VALUE=DATE`), with a
         *     stable `UID`; the same events as `listCommunityEvents` (the latest 500 by date). An event
         *     the member answered (`answerCommunityEvent`) carries their `ATTENDEE` with `PARTSTAT`
         *     `ACCEPTED` (going), `TENTATIVE` (maybe) or `DECLINED` (not going), their username as `CN`
         *     when they chose one and the community page as its address: the feed names nobody by
         *     e-mail. An event the member is going to is busy time (`TRANSP:OPAQUE`), the others free
         *     (`TRANSP:TRANSPARENT`).
         */
        get: operations["getCommunityCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/we-dream/collective": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the collective dream
         * @description The latest Dream Machine result: one dream per user who saved or changed one in the last 7
         *     days, blended by the AI provider into a summary and a mantra, every night at 00:00 UTC (and
         *     when an operator runs it now). Before the first run `summary` and `mantra` are empty,
         *     `count` is 0 and `updated_at` and `source` are null; a run that found no dream stores
         *     count 0 with empty texts and a null `source`. Public.
         */
        get: operations["getCollectiveDream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/we-dream/collective/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the Dream Machine now (operators)
         * @description Blends the dreams now, exactly as the nightly run does, stores the result and answers it
         *     (also what `GET /we-dream/collective` answers from then on). For operators only: the
         *     accounts the server's `OPERATOR_EMAILS` lists ("Only an operator can run the Dream Machine
         *     now."), checked before anything else. The nightly run still happens. 502 when the
         *     configured AI provider fails or does not answer in time, 503 when it refuses work for now;
         *     the previous result then stays.
         */
        post: operations["runDreamMachine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/we-dream/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get my current dream
         * @description The caller's active dream; `exists` is false (and the texts null) when none is saved.
         */
        get: operations["getMyDream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/we-dream/manifest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn a vision into a mantra
         * @description Generates a short mantra from the vision text. Nothing is saved. A token is optional: with
         *     one the call counts against the caller's AI budget, without one against the client IP's
         *     (smaller). The mantra comes from the configured AI provider, or from the server's built-in
         *     local engine when none is configured (there is always one); `source` says which. 502 when
         *     the configured provider fails or does not answer in time, 503 when it refuses work for now.
         */
        post: operations["manifestDreamMantra"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/we-dream/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save my dream
         * @description Creates or replaces the caller's active dream (autosaved by the client). Both texts must be
         *     non-blank; they are stored trimmed. Every save counts as a change: the dream joins the next
         *     blends for 7 days.
         */
        post: operations["saveMyDream"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/we-dream/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clear my dream
         * @description Removes the caller's active dream (harmless when there is none).
         */
        post: operations["clearMyDream"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gardens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List gardens
         * @description Gardens, newest first (by `created_at`, then id), optionally filtered by exact `type` and by
         *     `location` (case-insensitive substring), one page at a time: at most `limit` (default 50, at
         *     most 100); with `before` (the id of the last garden seen) the page after it. Public; a token only matters for `email`, which is filled for
         *     the garden's host and the programme admin and null for everyone else, and for the sign-ups
         *     of accounts whose address is not verified yet: those are listed only for their host and
         *     the programme admin, until the host verifies the address.
         */
        get: operations["listGardens"];
        put?: never;
        /**
         * Sign up as a garden host or volunteer
         * @description One of the four sign-up forms: Blitz Garden Host (`Blitz`, "Garden Host Application"),
         *     Blitz Volunteer (`Blitz`, "Volunteer Application"), Long-Term Host (`Ongoing`, "Garden Host
         *     Application") and Long-Term Volunteer (`Ongoing`, "Volunteer Application"). Creates the
         *     garden with status Pending, in the programme's town (see `getGardenProgramme`): `location`
         *     may be left out, and when sent it must name that town. Name, e-mail and message are
         *     required. The e-mail is stored privately: a garden shows it to its host and the programme
         *     admin only. When a bearer token is sent the caller becomes `host_id` (and may later edit or
         *     withdraw the garden and decide its volunteer requests); anonymous sign-ups have a null
         *     `host_id`. A sign-up by an account whose address is not verified yet is seen (listed,
         *     found by id, offered help) only by its host and the programme admin until the address is
         *     verified. Sign-ups are rate limited per user when signed in, per client IP when anonymous.
         */
        post: operations["createGarden"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gardens/programme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The garden programme's town and admin
         * @description The town every new garden is in (the server's `GARDENS_TOWN`), and the programme admin (the
         *     account with the server's `GARDENS_ADMIN_EMAIL`), who approves or rejects gardens: `id`
         *     tells whether the signed-in user is the admin (to show the admin's buttons; the server
         *     checks again on every call). Public; the admin's e-mail is never shown.
         */
        get: operations["getGardenProgramme"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gardens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a garden
         * @description Public ("Garden not found." for an unknown id, and for a garden whose host's address is not
         *     verified yet, except for that host and the programme admin); `email` is filled for the
         *     garden's host and the programme admin only.
         */
        get: operations["getGarden"];
        /**
         * Edit my garden
         * @description The host (`host_id`) edits the garden's type, name, message and e-mail ("Only the garden
         *     host can edit this garden." for anyone else; an anonymous sign-up has no host and cannot be
         *     edited). Its kind (host or volunteer application), town and status stay.
         */
        put: operations["updateGarden"];
        post?: never;
        /**
         * Withdraw a garden
         * @description The host withdraws their garden; the programme admin may remove any (an unwanted anonymous
         *     sign-up). Anyone else: "Only the garden host can withdraw this garden.". Its volunteer
         *     requests go with it.
         */
        delete: operations["deleteGarden"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gardens/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Approve or reject a garden (programme admin)
         * @description Only the programme admin (the account with the server's `GARDENS_ADMIN_EMAIL`; "Only the
         *     garden programme admin can approve or reject gardens.", checked before the garden is looked
         *     up). Only a Pending garden can be decided (409 otherwise). A host who signed up signed in is
         *     told the decision in their inbox.
         */
        patch: operations["decideGarden"];
        trace?: never;
    };
    "/volunteers/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer to help at a garden
         * @description Creates a Pending volunteer request for a garden the caller sees ("Garden not found."; see
         *     `getGarden`). The name is required; the e-mail is optional (omit it or send null). Anyone
         *     may send it; a token is optional, and with one the volunteer is told the host's decision in
         *     their inbox. Requests are rate limited per user when signed in, per client IP when
         *     anonymous.
         */
        post: operations["requestToVolunteer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/volunteers/requests/{gardenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a garden's volunteer requests
         * @description Public, oldest first, at most the newest 500 ("Garden not found." for an unknown garden).
         *     `volunteer_email` is filled only when the caller is the garden host (identified by the
         *     optional bearer token); everyone else gets null.
         */
        get: operations["listVolunteerRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/volunteers/approve/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Approve or reject a volunteer request
         * @description Only the garden host ("Only the garden host can approve or reject requests."); an unknown
         *     request is "Volunteer request not found.". Only a Pending request can be decided (409 "This
         *     request was already approved." or "… rejected."). A volunteer who sent the request signed in
         *     is told the decision in their inbox (from the "Garden programme").
         */
        patch: operations["decideVolunteerRequest"];
        trace?: never;
    };
    "/forum/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who the forum admin is
         * @description The forum admin (the account with the server's `FORUM_ADMIN_EMAIL`), who may delete any
         *     talk or comment: `id` tells whether the signed-in user is the admin (to show Delete on every
         *     talk and comment; the server checks again on every call). Public; the admin's e-mail is
         *     never shown.
         */
        get: operations["getForumAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forum/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the forum's categories
         * @description Every category of the talks (issue 44), by name (any case), each with its colour, its
         *     description and how many talks are filed in it. Public. Talks filed in none are
         *     "Uncategorised" (the list's `category=none`).
         */
        get: operations["listForumCategories"];
        put?: never;
        /**
         * Create a category
         * @description The forum admin (`FORUM_ADMIN_EMAIL`) only; anyone else 403 "Only the forum admin can manage
         *     categories.". The name is stored trimmed (1 to 40 characters) and must differ from every
         *     other category's in any case (409 "Another category already has this name."); the colour is
         *     one of the palette's; a blank description is none.
         */
        post: operations["createForumCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forum/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a category
         * @description The forum admin only (403 for anyone else). The talks filed in it are not deleted: they
         *     move to "Uncategorised" (their `category` becomes null). 404 "Category not found." for an
         *     unknown one.
         */
        delete: operations["deleteForumCategory"];
        options?: never;
        head?: never;
        /**
         * Edit a category
         * @description The forum admin only (403 for anyone else) changes a category's name, colour and
         *     description, by the rules of a new one (422, 409 for a name another category has); 404
         *     "Category not found." for an unknown one. The talks filed in it stay there.
         */
        patch: operations["updateForumCategory"];
        trace?: never;
    };
    "/forum/threads/{id}/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move a talk to another category
         * @description The forum admin only (403 "Only the forum admin can move a talk to another category." for
         *     anyone else, its author included: an author chooses the category when starting or editing
         *     the talk). `category_id` null moves it to "Uncategorised"; 422 "There is no such
         *     category." for an unknown one, 404 "Thread not found." for an unknown talk. Not an edit:
         *     `edited_at` stays. The answer is the talk as moved.
         */
        put: operations["moveForumThread"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forum/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List forum threads
         * @description Threads (talks), each with its author, its number of comments and of likes, one page at a
         *     time: at most `limit` (default 50, at most 100); with `before` (the id of the last thread
         *     seen) the page after it. A page shorter than `limit` is the last one. With `sort=latest`
         *     (the default) the most recently active first: by the later of the talk's `created_at` and
         *     its last comment's, then id; with `sort=top` the most liked first, then newest, then id.
         *     Public (with a token, `liked_by_me` tells whether the caller likes each talk; without one it
         *     is false). With `q`, only the threads whose title or text match it (PostgreSQL full-text
         *     search as in `listJournalEntries`), in the same order and pages. Each thread carries its
         *     whole `text` (the spec's client reads it); there is no server-side excerpt: a client shows a
         *     short plain-text excerpt of it (the site: the first line as the heading when there is no
         *     title, then about 200 characters cut at a word), and reads one talk with `getForumThread`.
         *     With `category`, only the talks filed in that category (or in none); with `page`, that page
         *     of `limit` talks (issue 44: the address `/WeTalk?category=3&page=2&sort=top` names the same
         *     view). Answers to calls without a token are kept per whole URL and dropped by every forum
         *     write.
         */
        get: operations["listForumThreads"];
        put?: never;
        /**
         * Start a thread
         * @description Any signed-in user. The text must not be blank (at most 5000 characters); it is stored
         *     trimmed, as plain text. Threads and comments together are limited per user
         *     (`RATE_LIMIT_FORUM_POST_PER_USER`).
         */
        post: operations["createForumThread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forum/threads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a thread
         * @description One thread (talk) with its whole text, its author and its number of comments, as the list
         *     shows it; for a talk's own page (`/WeTalk?talk={id}`), which does not need the talk to be on
         *     the list's page. Public (with a token, `liked_by_me` is the caller's). 404 `Thread not
         *     found.` for an unknown thread.
         */
        get: operations["getForumThread"];
        put?: never;
        post?: never;
        /**
         * Delete a thread
         * @description Deletes the thread and its comments. Only its author or the forum admin
         *     (`FORUM_ADMIN_EMAIL`); anyone else 403. 404 for an unknown thread.
         */
        delete: operations["deleteForumThread"];
        options?: never;
        head?: never;
        /**
         * Edit a thread
         * @description Its author or the forum admin (`FORUM_ADMIN_EMAIL`) changes the talk's title and text (a
         *     missing or blank title is none); anyone else gets 403 "Only its author or the forum admin can
         *     edit this talk.", 404 "Thread not found." for an unknown thread. The text follows the rules
         *     of a new talk (422, nothing changed). The answer is the talk as saved, `edited_at` set.
         */
        patch: operations["updateForumThread"];
        trace?: never;
    };
    "/forum/threads/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Like a talk
         * @description The caller likes the talk, once: liking it again changes nothing (the same answer). 404
         *     "Thread not found." for an unknown talk.
         */
        put: operations["likeForumThread"];
        post?: never;
        /**
         * Take back a like
         * @description The caller no longer likes the talk (nothing changes when they did not). 404 "Thread not found." for an
         *     unknown talk.
         */
        delete: operations["unlikeForumThread"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forum/threads/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a thread's comments
         * @description Oldest first, each with its author and number of likes; at most the newest 500. Public
         *     (with a token, `liked_by_me` is the caller's). 404 for an unknown thread.
         */
        get: operations["listForumComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forum/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Comment on a thread
         * @description Any signed-in user. The text must not be blank (at most 5000 characters); stored trimmed.
         *     404 when the thread does not exist. Counts against the same per-user budget as threads.
         */
        post: operations["createForumComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forum/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a comment
         * @description Only its author or the forum admin (`FORUM_ADMIN_EMAIL`); anyone else 403. 404 for an unknown comment.
         */
        delete: operations["deleteForumComment"];
        options?: never;
        head?: never;
        /**
         * Edit a comment
         * @description Only the comment's author: anyone else, the forum admin included, gets 403 "Only its author
         *     can edit this comment."; 404 "Comment not found." for an unknown comment. The text follows
         *     the rules of a new comment (422, nothing changed). The answer is the comment as saved,
         *     `edited_at` set.
         */
        patch: operations["updateForumComment"];
        trace?: never;
    };
    "/forum/comments/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Like a comment
         * @description The caller likes the comment, once: liking it again changes nothing (the same answer). 404
         *     "Comment not found." for an unknown comment.
         */
        put: operations["likeForumComment"];
        post?: never;
        /**
         * Take back a like
         * @description The caller no longer likes the comment (nothing changes when they did not). 404 "Comment not found." for an
         *     unknown comment.
         */
        delete: operations["unlikeForumComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a chat message, talk or comment
         * @description A member reports content for the admins to look at (issue 33): a chat message (to every admin
         *     of its community), a forum talk or comment (to the forum admin). Each admin gets an inbox
         *     notice. One report per member and item: a second one is 409. Only what the caller can see:
         *     a chat message of a community they are not a member of is 403, an unknown item 404.
         *     Reporting one's own content is 400. Reports are rate limited per user (429).
         */
        post: operations["createReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/communities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A community's open reports
         * @description The open reports of the community's chat, oldest first. Its admins only; anyone else 403.
         */
        get: operations["listCommunityReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/forum": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The forum's open reports
         * @description The open reports of talks and comments, oldest first. The forum admin only; anyone else 403.
         */
        get: operations["listForumReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a report
         * @description `remove` deletes the content (as the admin's own delete does, its author told for a chat
         *     message) or `dismiss` keeps it. Every open report of the same item is resolved with it, who
         *     and when recorded, and each reporter gets an inbox notice of the outcome. Only the admins the
         *     report reached (the community's admins, the forum admin); anyone else 403. 409 when it was
         *     already resolved.
         */
        post: operations["resolveReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/farmgame/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Load my farm game save
         * @description The caller's own cloud save, with the time it was last saved. 404 when there is none yet
         *     (the client then falls back to its local save). Nobody can read another user's save.
         */
        get: operations["getFarmGameState"];
        put?: never;
        /**
         * Save my farm game
         * @description Creates or replaces the caller's cloud save. `data` must be a JSON text of at most 256 KB
         *     (UTF-8) holding an object with a `grid` array and a numeric `elapsedTime` (spec 3 §5: a
         *     save without them is corrupt), else 422. Idempotent and cheap, so frequent saves are
         *     fine; the client debounces them (at most one every few seconds).
         */
        post: operations["saveFarmGameState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lyra": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Speak to Lyra
         * @description Sends a message to Lyra and returns her reply as a chat entry. Works signed in (the entry
         *     belongs to the caller) and anonymously: a visitor sends `X-Lyra-Visitor`, a random id the
         *     browser keeps, and the entry belongs to that visitor alone. Without either, Lyra answers
         *     but nothing is kept. With `userConsent` true the exchange is kept in the caller's own chat
         *     log, and the facts it tells (a name, what they grow, a goal; see `getLyraFacts`) are
         *     remembered; otherwise nothing is stored. Lyra reads her soul, those facts and the caller's recent log from the
         *     server; the body's `userId` and `fullLog` are ignored (kept for older clients: identity
         *     comes from the token or the visitor id, and history from the server's log, so nobody can
         *     put words in Lyra's mouth). She speaks through the configured AI provider, or through the
         *     server's built-in local engine when none is configured (there is always one); `source`
         *     says which. 502 when the configured provider fails or does not answer in time, 503 when it
         *     refuses work for now. Limited per client IP (`RATE_LIMIT_LYRA_PER_IP`).
         */
        post: operations["talkToLyra"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lyra/chat-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get my chat log with Lyra
         * @description The caller's own kept exchanges, newest first (the latest 200): the signed-in user's, or
         *     the visitor's named by `X-Lyra-Visitor`. Without a token or a visitor id, an empty list.
         *     Never anyone else's.
         */
        get: operations["getLyraChatLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lyra/facts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What Lyra remembers about me
         * @description The facts Lyra keeps from what the caller told her in consented exchanges (`userConsent`
         *     true): their name (one, the latest), what they grow and their goals, each a short clause in
         *     the second person ("tomatoes on your balcony"), in the order she heard them. She uses them
         *     in later answers ("Do you remember my name?"). The signed-in user's, or the visitor's named
         *     by `X-Lyra-Visitor`; without either, an empty list. Never anyone else's.
         */
        get: operations["getLyraFacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lyra/facts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Make Lyra forget a fact
         * @description Deletes one of the caller's facts for good: Lyra no longer uses it (the chat log is kept
         *     apart). 404 "Lyra remembers no such thing about you." for a fact that is not the caller's
         *     or is gone, and for a caller with neither a token nor a visitor id.
         */
        delete: operations["forgetLyraFact"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lyra/soul": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Lyra's soul
         * @description Lyra's tone, style, beliefs and memories (served from the API instead of a static
         *     `/soul.json`), kept in the database: defaults are written on the server's first start and
         *     may be edited there. Public.
         */
        get: operations["getLyraSoul"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lyra/dreams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Lyra's dreams
         * @description Lyra's recorded dreams, newest first, at most the newest 200 (served from the API instead of
         *     a static `/lyra-dreams.json`), kept in the database like her soul. Public.
         */
        get: operations["getLyraDreams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/civic/bills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List current parliamentary bills
         * @description Current bills from the parliament open-data service (openparliament.ca's JSON API, or the
         *     server's `BILLS_SOURCE_URL`), fetched and cached by the server for an hour in its
         *     database (the client never calls the external service). `fetched_at` is when the list
         *     was fetched; `stale` is true when it is older than the hour because the service could not
         *     be reached (a `detail` then says so). With no copy and no service: an empty list and a
         *     `detail`. Never a 5xx. Public.
         */
        get: operations["listParliamentBills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/we-learn/interpret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Break a policy text down
         * @description Reads a policy text (at most 8000 characters, not blank) and answers the six sections of
         *     We Learn: what it says, who it impacts, pros, cons, controversy and why it matters. The
         *     configured AI provider writes them; without one, the server's built-in local engine gives a
         *     deterministic breakdown of the text itself (`source` says which). Nothing is saved. A token
         *     is optional: with one the call counts against the caller's AI budget, without one against
         *     the client IP's. A model's answer that is not a breakdown (or carries its instructions back)
         *     is asked for once more, then the local engine's breakdown is answered (`source: local`);
         *     markup and links are taken out of a model's sections, each at most 2000 characters. 502
         *     when the configured provider does not answer (unreachable, timed out, an error), 503 when
         *     it refuses work for now.
         */
        post: operations["interpretPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the service
         * @description Answers 200 when the server is up and its database reachable, 503 otherwise, which database it is (the embedded PostgreSQL, PGlite, or a PostgreSQL server) and which AI engine writes the AI texts (the built-in local engine or a provider's model). Public; like every public call it is under the server's global rate limit (generous enough for monitoring).
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The body of every error response.
         * @example {
         *       "detail": "Not found"
         *     }
         */
        Error: {
            /** @description A human-readable explanation, safe to show to the user. */
            detail: string;
        };
        /**
         * @description A human-readable confirmation, shown to the user.
         * @example {
         *       "message": "Grocery list cleared."
         *     }
         */
        Message: {
            message: string;
        };
        /**
         * @description A user, by id and username.
         * @example {
         *       "id": 57,
         *       "username": "sam"
         *     }
         */
        UserRef: {
            id: number;
            /** @description Null when the user has not chosen a username. */
            username: string | null;
        };
        /**
         * @example {
         *       "status": "ok",
         *       "database": "embedded-postgres",
         *       "ai": {
         *         "engine": "local"
         *       }
         *     }
         */
        Health: {
            /** @enum {string} */
            status: "ok";
            /**
             * @description The server's database: `embedded-postgres`, the PostgreSQL the server starts itself (the
             *     default), `pglite`, the embedded PGlite (`DATABASE=pglite`, or the default's fallback), or
             *     `postgres`, the PostgreSQL server of `DATABASE_URL` (never its address).
             * @enum {string}
             */
            database: "embedded-postgres" | "pglite" | "postgres";
            ai: components["schemas"]["AiEngine"];
        };
        /**
         * @description Which engine writes the AI texts: `local`, the server's built-in engine (no `AI_BASE_URL`),
         *     or `provider`, an OpenAI-compatible provider, with the model's name (never its address or key).
         * @example {
         *       "engine": "provider",
         *       "model": "llama3.1:8b"
         *     }
         */
        AiEngine: {
            /** @enum {string} */
            engine: "local" | "provider";
            /** @description The provider's model (`AI_MODEL`), only with `engine` `provider`. */
            model?: string;
        };
        /**
         * Format: email
         * @description An e-mail address (compared case-insensitively).
         * @example maya@example.org
         */
        Email: string;
        /**
         * @description A password of 8 to 128 characters.
         * @example sunflower-seeds-42
         */
        NewPassword: string;
        /**
         * @description The solved captcha: the ALTCHA widget's base64-encoded solution payload for a challenge from
         *     `getCaptchaChallenge` (the field keeps the product's historical name).
         * @example eyJhbGdvcml0aG0iOiJTSEEtMjU2IiwibnVtYmVyIjo0MjEzNywic2lnbmF0dXJlIjoiLi4uIn0=
         */
        CaptchaToken: string;
        /** @description An ALTCHA proof-of-work challenge. */
        AltchaChallenge: {
            /** @enum {string} */
            algorithm: "SHA-256" | "SHA-384" | "SHA-512";
            /** @description Hex hash the client must reproduce. */
            challenge: string;
            /** @description The upper bound of the secret number. */
            maxnumber: number;
            /** @description The salt (carries the expiry as `?expires=` parameters). */
            salt: string;
            /** @description The server's HMAC signature of the challenge. */
            signature: string;
        };
        SignupRequest: {
            email: components["schemas"]["Email"];
            password: components["schemas"]["NewPassword"];
            recaptcha_token: components["schemas"]["CaptchaToken"];
            /** @description The sign-up device's IANA time zone (the browser's `Intl` zone): a new account's reminders and daily digest are written in it (`getNotificationPreferences`). A zone the server does not know is ignored (the account starts on UTC); an address that has an account already keeps its own. */
            time_zone?: string;
        };
        /**
         * @description The same for a new address and for one that already has an account: the next step is in the mailbox.
         * @example {
         *       "message": "Check your e-mail to finish signing up."
         *     }
         */
        SignupResponse: {
            message: string;
        };
        /** @description The link's token, and the account's password from now on (`password`): required unless the call carries a bearer token of the link's own account. */
        VerifyEmailRequest: {
            /** @description The `token` of the verification link (`/VerifyEmail?token=...`). */
            token: string;
            password?: components["schemas"]["NewPassword"];
        };
        /** @description OAuth2 password-grant form fields. */
        LoginForm: {
            /** @enum {string} */
            grant_type: "password";
            username: components["schemas"]["Email"];
            password: string;
            /** @description Accepted and ignored (the client sends it empty). */
            scope?: string;
            /** @description Accepted and ignored. */
            client_id?: string;
            /** @description Accepted and ignored. */
            client_secret?: string;
            recaptcha_token: components["schemas"]["CaptchaToken"];
        };
        TokenPair: {
            /** @description JWT access token (15 minutes). */
            access_token: string;
            /** @description Opaque refresh token; single use, rotated by `refreshToken`. */
            refresh_token: string;
            /** @enum {string} */
            token_type: "bearer";
        };
        RefreshRequest: {
            refresh_token: string;
        };
        PasswordResetRequest: {
            email: components["schemas"]["Email"];
        };
        PasswordReset: {
            /** @description The token from the reset link's `token` query parameter. */
            token: string;
            new_password: components["schemas"]["NewPassword"];
        };
        /** @description The signed-in user's profile. */
        UserProfile: {
            readonly id: number;
            email: components["schemas"]["Email"];
            /** @description Whether the owner opened a verification link (`verifyEmail`). Until then the account holds no role and cannot post where others read (403). */
            readonly email_verified: boolean;
            /** @description Null until the user picks one (screens then show a fallback such as "I AM"). */
            username: string | null;
            bio: string | null;
            /**
             * Format: uri-reference
             * @description Address of the profile picture (served by `getUserAvatar`), or null when none.
             */
            profile_pic: string | null;
        };
        /** @description A member's search language (`getMySearchSettings`). */
        SearchSettings: {
            /**
             * @description `auto`: each text in its detected language; otherwise that language too, for every text and the query.
             * @enum {string}
             */
            language: "auto" | "english" | "spanish" | "german" | "french";
        };
        EmailChangeRequest: {
            new_email: components["schemas"]["Email"];
            /** @description The account's password, to prove it is the owner asking. */
            password: string;
        };
        /** @description The `token` of a link mailed by the server. */
        LinkToken: {
            token: string;
        };
        EmailChanged: {
            message: string;
            email: components["schemas"]["Email"];
        };
        DeleteAccountRequest: {
            /** @description The account's password, to prove it is the owner asking. */
            password: string;
            /**
             * @description The word the member typed to confirm.
             * @enum {string}
             */
            confirmation: "DELETE";
        };
        AccountExport: {
            /** @enum {string} */
            state: "none" | "pending" | "ready" | "failed";
            /** Format: date-time */
            requested_at: string | null;
            /** Format: date-time */
            ready_at: string | null;
            /**
             * Format: date-time
             * @description When the ZIP stops being offered (7 days after it was made).
             */
            expires_at: string | null;
            /** @description The ZIP's size in bytes, once ready. */
            size: number | null;
            /**
             * Format: date-time
             * @description When a new export may be asked for (null when one may now).
             */
            next_at: string | null;
        };
        /** @description One open login of the account (a device or browser that logged in and has not logged out). */
        LoginSession: {
            /** @description The login's id (for `endMySession`). */
            id: string;
            /** @description The browser and its major version, read from the user agent ("Firefox 132"); null when unknown. */
            browser: string | null;
            /** @description The operating system read from the user agent ("Android 15", "macOS"); null when unknown. */
            system: string | null;
            /**
             * @description The kind of device read from the user agent.
             * @enum {string}
             */
            device: "desktop" | "mobile" | "tablet" | "unknown";
            /**
             * Format: date-time
             * @description When the login was made.
             */
            signed_in_at: string;
            /**
             * Format: date-time
             * @description When it last renewed its access token (it renews every 15 minutes while in use).
             */
            last_active_at: string;
            /** @description Whether this is the login of the call's own access token. */
            current: boolean;
        };
        SessionsEnded: {
            /** @description How many logins ended. */
            ended: number;
        };
        UpdateProfileRequest: {
            /**
             * @description Stored in Unicode NFKC with surrounding spaces trimmed; then 3 to 30 letters, combining
             *     marks, decimal digits, '.', '_' or '-', starting with a letter or digit and ending with a
             *     letter, mark or digit, and no invisible characters (`@wegrow/contract/usernames`; at most
             *     60 characters as sent). Not a reserved name ("admin", "moderator", "operator", "support",
             *     "system", the role labels such as "blog owner" or "forum admin", anything starting with
             *     "WeGrow") nor a look-alike of one: 422. Letters of one script, or as UTS #39's "Highly
             *     Restrictive" level allows (Latin with Han and kana, with Han and Bopomofo, or with Han and
             *     Hangul; digits and '.', '_', '-' go with any): else 422. Unique ignoring case, and no
             *     look-alike of another account's name (the Unicode UTS #39 confusables skeleton, ignoring
             *     case: Cyrillic "е" for Latin "e", "0" for "o", Greek capital "Μ" for "M"): 409.
             */
            username?: string;
            /** @description At most 500 characters; empty clears it. */
            bio?: string;
        };
        UnreadCount: {
            /** @description How many of the caller's inbox messages are unread. */
            unread: number;
        };
        /**
         * @description What a notification is about: replies to my talks and comments, mentions of me, chat in my communities, changes to and reminders of events I answered, decisions on my join requests (and requests to decide, for admins), reports (admins), comments on my blog posts (the owner).
         * @enum {string}
         */
        NotificationKind: "replies" | "mentions" | "chat" | "events" | "joins" | "reports" | "blog_comments";
        /**
         * @description No e-mail, one e-mail each time, or one daily digest.
         * @enum {string}
         */
        EmailCadence: "off" | "immediately" | "daily";
        NotificationChannels: {
            kind: components["schemas"]["NotificationKind"];
            /** @description Into the inbox. */
            in_app: boolean;
            email: components["schemas"]["EmailCadence"];
            /** @description To the member's devices that receive push. */
            push: boolean;
        };
        NotificationPreferences: {
            /** @description Every kind, in the order of `NotificationKind`. */
            kinds: components["schemas"]["NotificationChannels"][];
            /** @description The IANA zone reminders and digests are written in: the sign-up device's zone (`signup`'s `time_zone`), else UTC, until the member sets one. */
            time_zone: string;
            /** @description How many hours before an event's start its reminder comes (24 by default). */
            reminder_hours: number;
            /** @description Whether the account's address is verified (no mail goes to one that is not). */
            email_verified: boolean;
            /** @description The server's VAPID public key (base64url) for `PushManager.subscribe`. */
            push_public_key: string | null;
            /** @description How many devices of the member receive push. */
            push_devices: number;
        };
        NotificationPreferencesUpdate: {
            kinds?: components["schemas"]["NotificationChannels"][];
            time_zone?: string;
            reminder_hours?: number;
        };
        Unsubscribed: {
            /** @description The kind whose e-mail is now off; null for every kind. */
            kind: components["schemas"]["NotificationKind"] | null;
        };
        PushSubscriptionInput: {
            /**
             * Format: uri
             * @description The push service's address for this browser (https).
             */
            endpoint: string;
            keys: {
                p256dh: string;
                auth: string;
            };
        };
        PushDevices: {
            devices: number;
        };
        PersonSummary: {
            user_id: number;
            username: string;
        };
        Person: {
            user_id: number;
            username: string;
            bio: string | null;
            /**
             * Format: uri-reference
             * @description Address of the profile picture (served by `getUserAvatar`), or null when none.
             */
            profile_pic: string | null;
            /** Format: date-time */
            joined_at: string;
        };
        InboxMessage: {
            id: number;
            read: boolean;
            /** Format: date-time */
            timestamp: string;
            sender: components["schemas"]["InboxSender"];
            /**
             * @description A short line to show in the list: for the server's messages a title ("Welcome to WeGrow",
             *     "Your password was changed"); for a note to oneself "Note to self".
             */
            subject: string;
            content: string;
        };
        /**
         * @description Who a message is from, as a label to show: `system` (the server itself, named "WeGrow"),
         *     `community` (a community, by its name) or `person` (a user, by username or e-mail; a note to
         *     oneself is from oneself).
         */
        InboxSender: {
            /** @enum {string} */
            kind: "system" | "community" | "person";
            name: string;
        };
        SendInboxMessageRequest: {
            /** @description The recipient (must be the caller). */
            user_id: number;
            content: string;
        };
        /**
         * @description A journal insight field.
         * @enum {string}
         */
        InsightKind: "reflection" | "mantra" | "next_action";
        /**
         * @description Where an insight stands: `absent` (never requested, or deleted), `pending` (being generated;
         *     keep polling), `ready` (its text is in the entry's field of that name), `failed` (the
         *     generation failed after its retries; `error` says why; it may be requested again).
         * @enum {string}
         */
        InsightStatus: "absent" | "pending" | "ready" | "failed";
        /**
         * @description Who wrote a ready insight: `local` (the server's built-in engine, no AI model; the screen
         *     says "Written by the built-in engine") or the AI model's name (e.g. `llama3.2`). Null unless
         *     the insight is ready.
         * @example local
         * @example llama3.2
         */
        InsightSource: string | null;
        JournalInsightState: {
            status: components["schemas"]["InsightStatus"];
            source: components["schemas"]["InsightSource"];
            /** @description Why the generation failed, for the owner (status `failed`); null otherwise. */
            error: string | null;
        };
        /** @description The state of each insight of an entry. */
        JournalInsights: {
            reflection: components["schemas"]["JournalInsightState"];
            mantra: components["schemas"]["JournalInsightState"];
            next_action: components["schemas"]["JournalInsightState"];
        };
        JournalEntry: {
            id: number;
            title: string;
            content: string;
            /** @description The entry's tags, normalised (lower case), in the order they were given. */
            tags: string[];
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When the title or content last changed (equals `created_at` until an edit).
             */
            updated_at: string;
            /** @description The reflection's text; null unless `insights.reflection.status` is `ready`. */
            reflection: string | null;
            /** @description The mantra's text; null unless `insights.mantra.status` is `ready`. */
            mantra: string | null;
            /** @description The next action's text; null unless `insights.next_action.status` is `ready`. */
            next_action: string | null;
            insights: components["schemas"]["JournalInsights"];
            /**
             * @description The entry speaks of self-harm or of not wanting to live (grief, fear or sadness alone do
             *     not): the screen shows where to get help now (the member's country's line, the
             *     directory of lines, emergency services) in place of the insights.
             */
            crisis: boolean;
            search_match?: components["schemas"]["SearchMatch"];
        };
        /**
         * @description Where a search (`q`) found an item (issue 45), only in the answers to a search: its title
         *     and a passage of its text (Markdown's marks left out, at most 30 words from a few words
         *     before the first match, "…" where cut), as plain text in parts, the words that matched
         *     marked (`match`). Never HTML.
         */
        SearchMatch: {
            /** @description The title in parts (empty for a talk without a title). */
            title: components["schemas"]["SearchPart"][];
            excerpt: components["schemas"]["SearchPart"][];
        };
        SearchPart: {
            text: string;
            /** @description Whether these are words the search matched (shown marked). */
            match: boolean;
        };
        JournalEntryInput: {
            title: string;
            content: string;
            /**
             * Format: date-time
             * @description The entry's date (writing about yesterday): not in the future, not before 1900. Left
             *     out: now when writing, unchanged when editing.
             */
            created_at?: string;
        };
        JournalSettings: {
            /**
             * @description The member's country (ISO 3166-1 alpha-2, e.g. GB), whose crisis line the journal
             *     names; null: none chosen.
             * @example GB
             */
            country: string | null;
        };
        /** @description A month of the caller's journal (`getJournalCalendar`). */
        JournalCalendar: {
            /** @description The month, `yyyy-MM`. */
            month: string;
            /**
             * Format: date
             * @description Today's date in the zone asked for.
             */
            today: string;
            /** @description Days in a row with at least one entry, ending today (or yesterday, when today has none yet); 0 when neither has one. */
            streak: number;
            /** @description The month's days with at least one entry, in order. */
            days: components["schemas"]["JournalCalendarDay"][];
        };
        JournalCalendarDay: {
            /** Format: date */
            date: string;
            /** @description How many entries the day has. */
            entries: number;
            /** @description The day's entries (at most 20), oldest first. */
            titles: {
                id: number;
                title: string;
            }[];
        };
        JournalImport: {
            entries: components["schemas"]["JournalImportEntry"][];
        };
        JournalImportEntry: {
            title: string;
            content: string;
            tags?: string[];
            /**
             * Format: date-time
             * @description When the entry was written (kept as its date).
             */
            created_at: string;
        };
        JournalImportResult: {
            imported: number;
            /** @description Entries already in the journal (or given twice), not added again. */
            skipped: number;
        };
        JournalTagsInput: {
            /**
             * @description Every tag the entry is to carry (an empty list removes them all). Each is normalised:
             *     trimmed, runs of spaces made one, lower case; then 1 to 30 characters of letters, digits,
             *     spaces, `-` and `_`. The same tag twice is kept once.
             */
            tags: string[];
        };
        /** @enum {string} */
        CategoryType: "food" | "recipe";
        Category: {
            id: number;
            name: string;
            type: components["schemas"]["CategoryType"];
        };
        CategoryList: {
            /** @description Categories of type food. */
            food: components["schemas"]["Category"][];
            /** @description Categories of type recipe. */
            recipes: components["schemas"]["Category"][];
        };
        CreateCategoriesRequest: {
            /** @description Category names to add (trimmed). */
            categories: string[];
            type: components["schemas"]["CategoryType"];
        };
        /** @description The id of one of the caller's food categories, as a string. */
        FoodCategoryId: string;
        FoodItem: {
            id: number;
            name: string;
            /** @description The amount on hand ("Have"), in `unit`. */
            quantity: number;
            /** @description The amount wanted ("Need"), in `unit`. */
            desiredQuantity: number;
            unit: components["schemas"]["InventoryUnit"];
            /** @description Ids of the item's food categories, as strings. */
            categories: components["schemas"]["FoodCategoryId"][];
        };
        /** @description An inventory item to create (no `id`) or replace (`id`). */
        FoodItemInput: {
            id?: number;
            name: string;
            /** @description The amount on hand ("Have"). */
            quantity: number;
            /** @description The amount wanted ("Need"). */
            desiredQuantity: number;
            unit?: components["schemas"]["InventoryUnit"];
            /**
             * @description Ids of the caller's food categories, as strings (a repeated id counts once).
             * @default []
             */
            categories?: components["schemas"]["FoodCategoryId"][];
        };
        /** @description What an inventory item's quantities are in, or null for a plain number of things. A unit the ingredient parser knows is stored as its id however it is written (`cups`, `Cup`, `c` → `cup`; `g`, `grams` → `gram`), any other as typed, trimmed (`jar`); empty means null. Left out when replacing an item, the item keeps its unit. Generating a grocery list from recipes takes off what the inventory has in the same unit or one it converts to within a dimension (`kg` ↔ `g`, `l` ↔ `ml`, `lb` ↔ `oz`); a unit of another dimension takes off nothing. */
        InventoryUnit: string | null;
        FoodInventory: {
            items: components["schemas"]["FoodItem"][];
        };
        SaveFoodInventoryRequest: {
            items: components["schemas"]["FoodItemInput"][];
        };
        Recipe: {
            id: number;
            name: string;
            /** @description The ingredient lines as typed. */
            ingredients: string[];
            /**
             * @description Each ingredient line read into quantity, unit and food (`2 cups flour`, `Eggs 3`, `½ tsp
             *     salt`), with the line as typed in `original`; lines naming nothing are left out.
             */
            parsedIngredients: components["schemas"]["Ingredient"][];
            /** @description How many people the recipe serves, or null when not given. */
            servings: number | null;
            instructions: string;
            /** @description The recipe category's name, or null for none. */
            category: string | null;
        };
        Ingredient: {
            /** @description The line as typed. */
            original: string;
            /** @description The amount (the lower end of a range), or null when the line gives none. */
            quantity: number | null;
            /** @description The upper end of a range (`2-3 tomatoes` → 3), else null. */
            quantityMax: number | null;
            /** @description The unit as typed (`cups`, `tsp`), or null for a count of things. */
            unit: string | null;
            /** @description What the line is of (`Butter,` → `Butter`; `Vitamin B12` stays whole). */
            food: string;
        };
        /** @description A recipe to create (no `id`) or replace (`id`). */
        RecipeInput: {
            id?: number;
            name: string;
            /**
             * @description The ingredient lines, each trimmed and not blank; a line naming nothing (`, ,`) is not
             *     saved.
             */
            ingredients: string[];
            instructions: string;
            /**
             * @description The name of one of the caller's recipe categories; null or empty for none.
             * @default null
             */
            category?: string | null;
            /**
             * @description How many people the recipe serves; null or left out for not given.
             * @default null
             */
            servings?: number | null;
        };
        RecipeImportRequest: {
            /** Format: uri */
            url: string;
        };
        /**
         * @description A recipe read from a web page, not saved. It fits `RecipeInput`: a name of at most 200
         *     characters, at most 200 ingredient lines of at most 500 characters, instructions (one step
         *     per line) of at most 20000 characters, and `servings` when the page's `recipeYield` gives a
         *     number from 1 to 100 (`4 servings` → 4).
         */
        RecipeDraft: {
            name: string;
            ingredients: string[];
            instructions: string;
            servings?: number;
        };
        /** @description What the quantity counts in (`cup`, `gram`, `tablespoon`…), or null for a plain number of things. Trimmed; empty means null. */
        GroceryUnit: string | null;
        GroceryItem: {
            id: number;
            name: string;
            quantity: number;
            unit: components["schemas"]["GroceryUnit"];
            /** @description True when the item is in the cart. */
            checked: boolean;
            aisle: components["schemas"]["GroceryAisle"];
        };
        /**
         * @description Where the item is found (the list is shown grouped by it). An item can have an aisle of its
         *     own, set when it is added or in an update (trimmed, 1 to 200 characters); the list shows
         *     that one when it is set. Otherwise the aisle is worked out when the list is read: the
         *     first, by name, of the food categories of the inventory item of the same name (any case,
         *     singular or plural, as items merge), or null when there is none (shown under Other).
         */
        GroceryAisle: string | null;
        GroceryItemCreate: {
            name: string;
            /** @description How many or how much; left out with `unit`, the name is read as an ingredient line (`milk 1 l`), and a name alone is 1 of it. */
            quantity?: number;
            unit?: components["schemas"]["GroceryUnit"];
            /** @description The item's own aisle (see `GroceryAisle`); left out or null, the aisle is worked out. When the item merges into one already on the list, a given aisle becomes that item's. */
            aisle?: components["schemas"]["GroceryAisle"];
        };
        /** @description The whole grocery item. */
        GroceryItemUpdate: {
            /** @description Optional; must equal the path id when sent. */
            id?: number;
            name: string;
            quantity: number;
            unit?: components["schemas"]["GroceryUnit"];
            checked: boolean;
            /** @description The item's own aisle (see `GroceryAisle`): left out, it stays as it was; null clears it (back to the worked-out aisle). The aisle the item was read with, sent back unchanged, changes nothing: a worked-out aisle does not become the item's own. */
            aisle?: components["schemas"]["GroceryAisle"];
        };
        GroceryItemEnvelope: {
            item: components["schemas"]["GroceryItem"];
        };
        GroceryList: {
            items: components["schemas"]["GroceryItem"][];
        };
        /** @description Recipe ids; a repeated id adds that recipe's ingredients once more. */
        GroceryFromRecipesRequest: number[];
        /**
         * Date
         * Format: date
         * @description A calendar date, `yyyy-MM-dd` (years 1000 to 9999).
         */
        WeekPlanDate: string;
        /**
         * @description The meal of the day a recipe is planned for.
         * @enum {string}
         */
        MealSlot: "breakfast" | "lunch" | "dinner" | "snack";
        /** @description How many servings of the recipe are planned. */
        MealServings: number;
        /**
         * @description One recipe planned on one day, for one meal (`slot`) and a number of servings: as chosen,
         *     else the recipe's servings (1 when the recipe gives none).
         */
        WeekPlanEntry: {
            id: number;
            date: components["schemas"]["WeekPlanDate"];
            recipeId: number;
            recipeName: string;
            slot: components["schemas"]["MealSlot"];
            servings: components["schemas"]["MealServings"];
            /**
             * @description How many the recipe serves, or null when it does not say (its amounts are then not
             *     scaled).
             */
            recipeServings: number | null;
        };
        WeekPlan: {
            start: components["schemas"]["WeekPlanDate"];
            entries: components["schemas"]["WeekPlanEntry"][];
        };
        WeekPlanEntryInput: {
            date: components["schemas"]["WeekPlanDate"];
            recipeId: number;
            slot?: components["schemas"]["MealSlot"];
            servings?: components["schemas"]["MealServings"];
        };
        /** @description What to change of a planned recipe (what is left out stays). */
        WeekPlanEntryUpdate: {
            slot?: components["schemas"]["MealSlot"];
            servings?: components["schemas"]["MealServings"];
        };
        WeekPlanGroceryRequest: {
            start: components["schemas"]["WeekPlanDate"];
        };
        ProjectTask: {
            id: number;
            /** @description May be empty (shown as "(Untitled Task)"). */
            content: string;
            completed: boolean;
        };
        Project: {
            id: number;
            name: string;
            description: string;
            /** @description Absolute http(s) addresses (see `ProjectLink`), in the order they were given. */
            links: string[];
            /** Format: date-time */
            created_at: string;
            /** @description All tasks, oldest first (open and completed). */
            tasks: components["schemas"]["ProjectTask"][];
        };
        ProjectInput: {
            /** @description Required, not blank; trimmed by the server. */
            name: string;
            /** @default  */
            description?: string;
            /**
             * @description Web addresses, each opened in a new tab by the screen.
             * @default []
             */
            links?: components["schemas"]["ProjectLink"][];
        };
        /**
         * @description An absolute web address: `http://` or `https://`, a host, an optional port, path, query and
         *     fragment, no spaces and no user name or password in it.
         * @example https://seeds.example.org/how-to
         */
        ProjectLink: string;
        ProjectTaskCreate: {
            content: string;
        };
        ProjectTaskUpdate: {
            content?: string;
            completed?: boolean;
        };
        BlogPost: {
            id: number;
            title: string;
            /**
             * @description Plain text, never HTML: the screens show it as text, keeping its paragraphs (blank
             *     lines) and line breaks.
             */
            content: string;
            /**
             * Format: date-time
             * @description When it was written (first saved).
             */
            created_at: string;
            /** @description A draft, seen only by the blog owner (never listed, fed or found by others). */
            draft: boolean;
            /**
             * Format: date-time
             * @description When it was published (the date the screens show); null for a draft.
             */
            published_at: string | null;
            /** @description Its tags, in the order the owner gave them. */
            tags: components["schemas"]["BlogTag"][];
            /** @description Its cover image, or null. */
            cover: null | components["schemas"]["BlogCover"];
        };
        /**
         * @description A tag, as a lowercase slug (its page is /blog/tag/{tag}).
         * @example seed-saving
         */
        BlogTag: string;
        BlogCover: {
            /** @description The image's address (`getBlogCover`), new on every upload. */
            url: string;
            /** @description Its alt text (what the image shows, for those who cannot see it). */
            alt: string;
            /** @description Its width in pixels (the screens reserve its place before it loads). */
            width: number;
            height: number;
        };
        BlogPostInput: {
            title: string;
            content: string;
            /**
             * @description Save as a draft (true) or publish (false). A new post is published when left out; an
             *     edit leaves the post as it is.
             */
            draft?: boolean;
            /** @description The post's tags (replacing its tags; left as they are when left out of an edit). */
            tags?: components["schemas"]["BlogTag"][];
            /**
             * @description The cover image's alt text (required, not blank, while the post has a cover; set it
             *     before uploading one). Left as it is when left out of an edit.
             */
            cover_alt?: string;
        };
        BlogComment: {
            id: number;
            /** @description Markdown, as written (shown safely; raw HTML stays text). */
            content: string;
            /** Format: date-time */
            created_at: string;
            post_id: number;
            /** @description Who wrote it (the username is null until they choose one). */
            author: components["schemas"]["UserRef"];
            /**
             * Format: date-time
             * @description When its text was last edited; null until then.
             */
            edited_at: string | null;
        };
        /**
         * @example {
         *       "id": 3,
         *       "name": "blog_owner"
         *     }
         */
        BlogOwner: {
            /** @description The owner's user id; null while no account has the owner's e-mail. */
            id: number | null;
            /**
             * @description The owner's username, for "Only {name} can post."; "the blog owner" while they have no
             *     username (or no account yet).
             */
            name: string;
        };
        BlogCommentCreate: {
            post_id: number;
            content: string;
        };
        BlogCommentUpdate: {
            /** @description Markdown, as written (shown safely; raw HTML stays text). */
            content: string;
        };
        /**
         * @description Communities are always public today.
         * @enum {string}
         */
        CommunityVisibility: "public";
        /**
         * @description The caller's place in a community: `visitor` (signed in, neither member nor asking),
         *     `pending` (asked to join), `member` (approved), `admin` (approved and admin), `creator` (made
         *     it; always an admin).
         * @enum {string}
         */
        CommunityRole: "visitor" | "pending" | "member" | "admin" | "creator";
        /**
         * @description A community page section key.
         * @enum {string}
         */
        CommunitySection: "goals" | "chat" | "resources" | "events" | "members" | "admin" | "component_manager";
        /**
         * The layout
         * @description All seven section keys, each exactly once, in the order the page shows them.
         */
        CommunityLayout: components["schemas"]["CommunitySection"][];
        /**
         * Hidden sections
         * @description Sections hidden from members by the Component Manager (admins still see them, marked hidden); the API refuses a hidden section's operations to members who are no admins (403).
         */
        CommunityHiddenSections: components["schemas"]["CommunitySection"][];
        CommunityMemberUser: {
            username: string | null;
            /**
             * Format: email
             * @description Shown only to the member themself; null to everyone else, the community's admins
             *     included (they decide join requests by username: an address is not theirs to see).
             */
            email: string | null;
        };
        /** @description A membership (approved, or a pending join request). */
        CommunityMember: {
            user_id: number;
            is_approved: boolean;
            /** @description Always true for the creator. */
            is_admin: boolean;
            is_creator: boolean;
            user: components["schemas"]["CommunityMemberUser"];
        };
        /** @description A community in the list, with the caller's role in it. */
        CommunitySummary: {
            id: number;
            name: string;
            description: string;
            visibility: components["schemas"]["CommunityVisibility"];
            /** @description Approved members (the creator included). */
            member_count: number;
            my_role: components["schemas"]["CommunityRole"];
        };
        /**
         * @description A community as someone who is not an approved member sees it: its name, description and
         *     member count, and their own request state.
         */
        CommunityPreview: {
            id: number;
            name: string;
            description: string;
            visibility: components["schemas"]["CommunityVisibility"];
            member_count: number;
            /**
             * @description `pending` once they asked to join ("Join request sent. Waiting for approval.").
             * @enum {string}
             */
            my_role: "visitor" | "pending";
        };
        /** @description A community as its approved members see it. */
        CommunityDetails: {
            id: number;
            name: string;
            description: string;
            visibility: components["schemas"]["CommunityVisibility"];
            member_count: number;
            /** @enum {string} */
            my_role: "member" | "admin" | "creator";
            creator_id: number;
            /** @description Approved members, the creator first, then in the order they joined. While the admins hide the Member List from members, a member who is no admin gets only their own entry. */
            members: components["schemas"]["CommunityMember"][];
            /** @description Pending join requests, oldest first (for admins; empty for other members). */
            join_requests: components["schemas"]["CommunityMember"][];
            layout_config: components["schemas"]["CommunityLayout"];
            hidden_sections: components["schemas"]["CommunityHiddenSections"];
            /**
             * @description The chat messages of others after the caller's read mark (`chat_last_read_id`): the
             *     count the Chat tab shows. The caller's own messages never count.
             */
            chat_unread: number;
            /**
             * @description The last chat message the caller read (`markCommunityChatRead`); before they read any,
             *     the last one posted before they joined (null when there was none). The "New messages"
             *     divider goes above the first message of others after it.
             */
            chat_last_read_id: number | null;
        };
        /**
         * @description A community as the caller may see it: `CommunityDetails` for approved members (`my_role`
         *     member, admin or creator), `CommunityPreview` for everyone else (visitor, pending).
         */
        Community: components["schemas"]["CommunityDetails"] | components["schemas"]["CommunityPreview"];
        CommunityInput: {
            /** @description Trimmed by the server. */
            name: string;
            /** @default  */
            description?: string;
            visibility?: components["schemas"]["CommunityVisibility"];
        };
        CommunityLayoutInput: {
            layout_config: components["schemas"]["CommunityLayout"];
            hidden_sections?: components["schemas"]["CommunityHiddenSections"];
        };
        /** @description A community goal (called a project in the paths), with its tasks. */
        CommunityGoal: {
            id: number;
            title: string;
            description: string;
            creator_id: number;
            /** @description True when the caller is an admin of the goal's community. */
            is_admin: boolean;
            /** @description The goal's tasks, oldest first. */
            tasks: components["schemas"]["CommunityTask"][];
        };
        CommunityGoalInput: {
            /** @description Trimmed by the server. */
            title: string;
            /** @default  */
            description?: string;
        };
        CommunityTask: {
            id: number;
            content: string;
            completed: boolean;
            /** @description The assignee, or null. */
            assigned_to: components["schemas"]["UserRef"] | null;
            /** @description Who completed the task, or null while open. */
            completed_by: components["schemas"]["UserRef"] | null;
            creator_id: number;
            /** @description True when the caller is an admin of the task's community. */
            is_admin: boolean;
        };
        CommunityTaskCreate: {
            /**
             * Task
             * @description Trimmed by the server.
             */
            content: string;
        };
        /** CommunityTaskAssignment */
        CommunityTaskAssignment: {
            /** @description The new assignee (an approved member; the caller unless an admin assigns), or null to unassign. */
            assigned_to_user_id: number | null;
        };
        /** CommunityTaskCompletion */
        CommunityTaskCompletion: {
            completed: boolean;
            /** @description Who completed it (only ever the caller) when `completed` is true; null or left out when reopening. */
            completed_by_user_id?: number | null;
        };
        /** @description Either an assignment or a completion change. */
        CommunityTaskUpdate: components["schemas"]["CommunityTaskAssignment"] | components["schemas"]["CommunityTaskCompletion"];
        ChatMessage: {
            id: number;
            user_id: number;
            username: string | null;
            /**
             * @description As written, trimmed: Markdown that screens show inline (emphasis, code, and links to
             *     http(s) and mailto addresses only; never as HTML).
             */
            content: string;
            /** Format: date-time */
            timestamp: string;
            /**
             * Format: date-time
             * @description When its author last edited it; null when it was never edited.
             */
            edited_at: string | null;
            /**
             * @description In the list's answers only (not on the live stream): whether the caller reported this
             *     message. Nobody learns of anyone else's reports.
             */
            reported_by_me?: boolean;
        };
        ChatReadInput: {
            /** @description The last message the caller has seen. */
            message_id: number;
        };
        ChatReadState: {
            last_read_id: number | null;
            unread: number;
        };
        ChatMessageCreate: {
            /**
             * Message
             * @description Trimmed by the server; not blank, at most 2000 characters.
             */
            content: string;
        };
        ChatMessageUpdate: {
            /**
             * Message
             * @description The new text, as a new message's (trimmed; not blank, at most 2000 characters).
             */
            content: string;
        };
        CommunityResource: {
            id: number;
            title: string;
            /** @description As entered. */
            url: string;
            /**
             * @description The address to open: `url` when it starts with http:// or https://, otherwise `https://`
             *     followed by `url` (spec 2 §5). Always an http(s) address.
             */
            href: string;
            description: string;
            /** @description Who added it. */
            user_id: number;
            /** @description True when the caller added this resource. */
            is_creator: boolean;
        };
        /**
         * URL
         * @description A web address: with `http://` or `https://`, or without a scheme (then opened with
         *     `https://`). No spaces; other schemes (`javascript:`, `data:`, `mailto:`…) are refused.
         * @example gardening.example.org/companions
         */
        CommunityResourceUrl: string;
        CommunityResourceInput: {
            /** @description Trimmed by the server. */
            title: string;
            url: components["schemas"]["CommunityResourceUrl"];
            /** @default  */
            description?: string;
        };
        /**
         * Date
         * Format: date
         * @description A calendar date, `yyyy-MM-dd` (years 1000 to 9999).
         * @example 2026-04-18
         */
        CommunityEventDate: string;
        /**
         * Time
         * @description A wall-clock time in the event's time zone, `HH:mm` (24-hour).
         * @example 18:30
         */
        CommunityEventTime: string;
        /**
         * Time zone
         * @description An IANA time zone name (`Europe/Berlin`, `America/New_York`, `UTC`); the server accepts the
         *     names its runtime knows (`Intl.supportedValuesOf('timeZone')`, plus `UTC`), 400 otherwise.
         * @example Europe/Berlin
         */
        CommunityEventTimeZone: string;
        /**
         * @description How the event repeats from its date: `weekly` on the same weekday, `monthly` on the same day
         *     of the month (months without that day are skipped, as RFC 5545 does), until `repeat_until`
         *     (inclusive) or for ever. Answers (RSVP) are for the whole series.
         * @enum {string}
         */
        CommunityEventRepeat: "none" | "weekly" | "monthly";
        CommunityEvent: {
            id: number;
            title: string;
            description: string;
            date: components["schemas"]["CommunityEventDate"];
            /** @description Who added it. */
            user_id: number;
            community_id: number;
            /** @description Where it happens ('' when not said). */
            place?: string;
            /** @description An http(s) link for the place, or null. */
            place_url?: string | null;
            /**
             * @description The last day of an event over several days (each repetition lasts as many days); null
             *     when it ends on its date.
             */
            end_date?: components["schemas"]["CommunityEventDate"] | null;
            /** @description When it starts on its date, in `time_zone`; null for an all-day event. */
            start_time?: components["schemas"]["CommunityEventTime"] | null;
            /**
             * @description When it ends, in `time_zone`: on its date, or on `end_date` for an event over several
             *     days; null when not said.
             */
            end_time?: components["schemas"]["CommunityEventTime"] | null;
            time_zone?: components["schemas"]["CommunityEventTimeZone"];
            repeat?: components["schemas"]["CommunityEventRepeat"];
            /** @description The last day a repeating event may fall on; null for no end (or no repeat). */
            repeat_until?: components["schemas"]["CommunityEventDate"] | null;
            /** @description How many may go to each occurrence; null for no limit. */
            capacity?: number | null;
            /** @description The occurrences cancelled without ending the series, by day. */
            cancelled_dates?: components["schemas"]["CommunityEventDate"][];
            rsvps?: components["schemas"]["CommunityEventRsvps"];
        };
        /**
         * @description A member's answer to an event.
         * @enum {string}
         */
        CommunityEventRsvpStatus: "going" | "maybe" | "not_going";
        CommunityEventRsvpInput: {
            status: components["schemas"]["CommunityEventRsvpStatus"];
            /** @description The occurrence answered (its first day); left out, the next one. */
            date?: components["schemas"]["CommunityEventDate"];
        };
        /**
         * @description The members' answers to one occurrence of an event (RSVP; `date`): how many answered each
         *     (`going` counts those with a place, `waiting` those going on the waiting list), the caller's
         *     own answer (null when none) and place on the waiting list, and who answered what, by user
         *     id, the waiting list in its order.
         */
        CommunityEventRsvps: {
            date: components["schemas"]["CommunityEventDate"];
            going: number;
            waiting: number;
            /** @description The caller's place on the waiting list (1 first); null when not waiting. */
            my_place: number | null;
            maybe: number;
            not_going: number;
            mine: components["schemas"]["CommunityEventRsvpStatus"] | null;
            people: {
                user: components["schemas"]["UserRef"];
                status: components["schemas"]["CommunityEventRsvpStatus"];
                /** @description Their place on the waiting list (1 first); null when not waiting. */
                place: number | null;
            }[];
        };
        CommunityEventInput: {
            /** @description Trimmed by the server. */
            title: string;
            /** @default  */
            description?: string;
            date: components["schemas"]["CommunityEventDate"];
            /**
             * @description Where it happens, as text (trimmed by the server); may be left out.
             * @default
             */
            place?: string;
            /** @description A link for the place (a map, a video call); http(s) only. Null or left out for none. */
            place_url?: components["schemas"]["CommunityEventPlaceUrl"] | null;
            /**
             * @description The last day of an event over several days (a weekend camp): not before `date` (400);
             *     `date` itself, null or left out for a one-day event. Each repetition of a repeating
             *     event lasts as many days. A timed event over several days needs `end_time` (400).
             */
            end_date?: components["schemas"]["CommunityEventDate"] | null;
            /**
             * @description When it starts on its date, in `time_zone`. Null or left out for an all-day event (events
             *     made before times existed are all-day).
             */
            start_time?: components["schemas"]["CommunityEventTime"] | null;
            /**
             * @description When it ends, in `time_zone`: on its date, needing `start_time` and later than it
             *     (400); or on `end_date` for an event over several days, at any time.
             */
            end_time?: components["schemas"]["CommunityEventTime"] | null;
            /** @default UTC */
            time_zone?: components["schemas"]["CommunityEventTimeZone"];
            /** @default none */
            repeat?: components["schemas"]["CommunityEventRepeat"];
            /**
             * @description The last day a repeating event may fall on (inclusive); not before `date`, and only with
             *     a `repeat` other than `none` (400). Null or left out for no end.
             */
            repeat_until?: components["schemas"]["CommunityEventDate"] | null;
            /**
             * @description How many may go to each occurrence (then more are put on a waiting list); null or left
             *     out for no limit. Raising it moves those waiting up; lowering it moves nobody down.
             */
            capacity?: number | null;
            /** @description Optional; must equal the path id when sent (422). */
            community_id?: number;
        };
        /**
         * Place link
         * @example https://maps.example.org/riverside
         */
        CommunityEventPlaceUrl: string;
        /** @description Someone an admin banned from the community. */
        CommunityBan: {
            user_id: number;
            user: components["schemas"]["CommunityMemberUser"];
            /** @description The admin's reason, trimmed; null when none was given. */
            reason: string | null;
            /** Format: date-time */
            banned_at: string;
        };
        CommunityBanInput: {
            /**
             * Reason
             * @description Optional; trimmed (blank is none). Told to the banned person.
             */
            reason?: string;
        };
        /** @description A community's active invite link (its token), or null when there is none. */
        CommunityInvite: {
            /** @description Open `/communities/{id}?invite=TOKEN` to join. */
            token: string | null;
        };
        /** @description A member's personal address of the community's iCalendar feed. */
        CommunityCalendarLink: {
            /**
             * Format: uri
             * @description The https (or http) address, for Google Calendar's "From URL" and downloads.
             */
            url: string;
            /**
             * Format: uri
             * @description The same address with the `webcal://` scheme, which opens the calendar app.
             */
            webcal_url: string;
        };
        CollectiveDream: {
            summary: string;
            mantra: string;
            /** @description How many dreams were blended. */
            count: number;
            /**
             * Format: date-time
             * @description When the Dream Machine last ran; null before its first run.
             */
            updated_at: string | null;
            /**
             * @description Who wrote the texts: `local` (the server's built-in engine) or the AI model's name; null
             *     before the first run and for a run that found no dream.
             */
            source: string | null;
        };
        DreamEntry: {
            exists: boolean;
            vision: string | null;
            mantra: string | null;
        };
        ManifestRequest: {
            /** Vision */
            text: string;
        };
        ManifestResponse: {
            mantra: string;
            /** @description Who wrote it - `local` (the server's built-in engine) or the AI model's name. */
            source: string;
        };
        SaveDreamRequest: {
            vision: string;
            mantra: string;
        };
        /**
         * @description Blitz (a one-day garden blitz) or Ongoing (long-term).
         * @enum {string}
         */
        GardenType: "Blitz" | "Ongoing";
        /** @enum {string} */
        GardenStatus: "Pending" | "Approved" | "Rejected";
        /**
         * @description Which sign-up form made the garden - a host's or a volunteer's.
         * @enum {string}
         */
        GardenApplication: "Garden Host Application" | "Volunteer Application";
        Garden: {
            id: number;
            type: components["schemas"]["GardenType"];
            host_name: string;
            /** @description The signed-in user who signed up, or null for an anonymous sign-up. */
            host_id: number | null;
            location: string;
            /** @description "Garden Host Application" or "Volunteer Application" from the sign-up forms. */
            description: string;
            notes: string;
            status: components["schemas"]["GardenStatus"];
            /** Format: date-time */
            created_at: string;
            /**
             * Format: email
             * @description The sign-up form's e-mail: filled only for the garden's host and the programme admin,
             *     null for everyone else.
             */
            email: string | null;
        };
        GardenCreate: {
            type: components["schemas"]["GardenType"];
            /** Name */
            host_name: string;
            /** @description Optional; when sent, it must be the programme's town (any case). */
            location?: string;
            description: components["schemas"]["GardenApplication"];
            /**
             * Message
             * @description The form's message.
             */
            notes: string;
            email: components["schemas"]["Email"];
        };
        GardenUpdate: {
            type: components["schemas"]["GardenType"];
            /** Name */
            host_name: string;
            /** Message */
            notes: string;
            email: components["schemas"]["Email"];
        };
        GardenDecision: {
            /** @enum {string} */
            status: "Approved" | "Rejected";
        };
        /**
         * @example {
         *       "id": 4
         *     }
         */
        ForumAdmin: {
            /** @description The forum admin's user id; null while no account has the admin's e-mail. */
            id: number | null;
        };
        GardenProgramme: {
            /** @description The town every new garden is in. */
            town: string;
            admin: {
                /** @description The programme admin's user id; null while no account has the admin's e-mail. */
                id: number | null;
                /** @description Their username; "the garden programme admin" while they have none. */
                name: string;
            };
        };
        /** @enum {string} */
        VolunteerStatus: "Pending" | "Approved" | "Rejected";
        VolunteerRequest: {
            id: number;
            garden_id: number;
            volunteer_name: string;
            /**
             * Format: email
             * @description Returned only to the garden host (and echoed to the sender on creation); null otherwise or when not given.
             */
            volunteer_email: string | null;
            status: components["schemas"]["VolunteerStatus"];
        };
        VolunteerRequestCreate: {
            garden_id: number;
            /** Name */
            volunteer_name: string;
            /**
             * Format: email
             * @description Optional contact address.
             */
            volunteer_email?: string | null;
        };
        VolunteerDecision: {
            /** @enum {string} */
            status: "Approved" | "Rejected";
        };
        ForumThread: {
            id: number;
            /** @description The talk's title; null when it was started without one (the list then shows its first line). */
            title: string | null;
            text: string;
            /** @description The author's id (the same as `author.id`). */
            user_id: number;
            author: components["schemas"]["UserRef"];
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When its title or text was last edited; null until then.
             */
            edited_at: string | null;
            /** @description How many comments the thread has. */
            comment_count: number;
            /** @description How many members like the thread. */
            like_count: number;
            /** @description Whether the caller likes it (false without a token). */
            liked_by_me: boolean;
            /**
             * @description Whether the caller reported it (false without a token). Nobody learns of anyone else's
             *     reports.
             */
            reported_by_me: boolean;
            /** @description The category it is filed in; null for "Uncategorised". */
            category: components["schemas"]["ForumCategoryRef"] | null;
            search_match?: components["schemas"]["SearchMatch"];
        };
        ForumComment: {
            id: number;
            thread_id: number;
            text: string;
            /** @description The author's id (the same as `author.id`). */
            user_id: number;
            author: components["schemas"]["UserRef"];
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When its text was last edited; null until then.
             */
            edited_at: string | null;
            /** @description How many members like the comment. */
            like_count: number;
            /** @description Whether the caller likes it (false without a token). */
            liked_by_me: boolean;
            /**
             * @description Whether the caller reported it (false without a token). Nobody learns of anyone else's
             *     reports.
             */
            reported_by_me: boolean;
        };
        ForumThreadCreate: {
            /** @description An optional title (stored trimmed; blank means none). */
            title?: string;
            text: string;
            /** @description The category to file it in (null or missing: "Uncategorised"); 422 for an unknown one. */
            category_id?: number | null;
        };
        ForumCommentCreate: {
            thread_id: number;
            text: string;
        };
        ForumThreadUpdate: {
            /** @description The new title (stored trimmed; missing or blank means none). */
            title?: string;
            text: string;
            /**
             * @description The category to file it in (null: "Uncategorised"); missing: it stays where it is. 422
             *     for an unknown one.
             */
            category_id?: number | null;
        };
        ForumCommentUpdate: {
            text: string;
        };
        ForumLikes: {
            /** @description How many members like it now. */
            like_count: number;
            /** @description Whether the caller likes it now. */
            liked_by_me: boolean;
        };
        /**
         * @description The order of the talk list (see `listForumThreads`).
         * @default latest
         * @enum {string}
         */
        ForumThreadSort: "latest" | "top";
        /**
         * @description A category's colour: one of the design system's tones that pass contrast in the light and
         *     the dark theme (green: accent, blue: info, amber: warning, red: danger, grey: neutral).
         * @enum {string}
         */
        ForumCategoryColour: "green" | "blue" | "amber" | "red" | "grey";
        /** @description The category a talk is filed in, as the list shows it (a chip with its name). */
        ForumCategoryRef: {
            id: number;
            name: string;
            colour: components["schemas"]["ForumCategoryColour"];
        };
        ForumCategory: {
            id: number;
            name: string;
            colour: components["schemas"]["ForumCategoryColour"];
            /** @description A short description; null when it has none. */
            description: string | null;
            /** @description How many talks are filed in it. */
            talk_count: number;
        };
        ForumCategoryCreate: {
            /** @description Stored trimmed; unique in any case. */
            name: string;
            colour: components["schemas"]["ForumCategoryColour"];
            /** @description Optional (stored trimmed; missing or blank means none). */
            description?: string;
        };
        ForumThreadMove: {
            /** @description The category to file the talk in; null for "Uncategorised". */
            category_id: number | null;
        };
        /** @enum {string} */
        ReportKind: "chat_message" | "forum_talk" | "forum_comment";
        /** @enum {string} */
        ReportReason: "spam" | "abusive" | "off_topic" | "other";
        ReportCreate: {
            kind: components["schemas"]["ReportKind"];
            /** @description The chat message's, talk's or comment's id. */
            id: number;
            reason: components["schemas"]["ReportReason"];
            /** @description Optional, at most 500 characters; stored trimmed, blank is none. */
            note?: string;
        };
        ReportResolve: {
            /** @enum {string} */
            outcome: "remove" | "dismiss";
        };
        Report: {
            id: number;
            kind: components["schemas"]["ReportKind"];
            item_id: number;
            /** @description The chat message's community; null for the forum. */
            community_id: number | null;
            /** @description The talk (of a talk or comment); null for chat. */
            thread_id: number | null;
            reason: components["schemas"]["ReportReason"];
            note: string | null;
            /** @description The reported text as it was when reported, cut to 200 characters. */
            excerpt: string;
            /** @description The reporter's username (null while they have none). */
            reporter: string | null;
            /** @enum {string} */
            status: "open" | "removed" | "dismissed";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            resolved_at: string | null;
            /** @description The resolving admin's username. */
            resolved_by: string | null;
        };
        FarmGameState: {
            /**
             * @description The game state as a JSON text: an object with a `grid` array and a numeric
             *     `elapsedTime` (the server checks both), at most 256 KB in UTF-8.
             */
            data: string;
        };
        FarmGameSave: {
            /** @description The game state as the client saved it (a JSON text). */
            data: string;
            /**
             * Format: date-time
             * @description When it was last saved.
             */
            updated_at: string;
        };
        LyraChatEntry: {
            /** @description The speaker's user id as a string, or "anonymous" for a visitor. */
            user_id: string;
            message: string;
            reply: string;
            /** Format: date-time */
            timestamp: string;
            /** @description Who wrote the reply - `local` (the server's built-in engine) or the AI model's name. */
            source: string;
        };
        LyraChatRequest: {
            message: string;
            /** @description Ignored (older clients send their stored user id or "anonymous"); identity comes from the token or `X-Lyra-Visitor`. */
            userId?: string | null;
            /**
             * @description True to keep the exchange in the caller's own chat log.
             * @default false
             */
            userConsent?: boolean;
            /**
             * @description Ignored (older clients send their transcript); Lyra reads the caller's recent log from the server.
             * @default
             */
            fullLog?: string;
        };
        LyraFact: {
            id: number;
            /**
             * @description What the fact is - the person's name, something they grow, or a goal of theirs.
             * @enum {string}
             */
            kind: "name" | "grows" | "goal";
            /** @description The fact in the second person, as Lyra heard it ("tomatoes on your balcony"). */
            text: string;
            /** Format: date-time */
            created_at: string;
        };
        LyraSoul: {
            tone: string;
            style: string;
            beliefs: string[];
            memory: string[];
        };
        BillSponsor: {
            /** @description The sponsor's name; null when the service did not say (the client shows it as unknown). */
            name: string | null;
        };
        Bill: {
            /** @description The short title, when the bill has one. */
            short_title: string | null;
            /** @description The long title; when both titles are missing the client shows "Untitled Bill". */
            title: string | null;
            /** @description The bill number, e.g. C-231. */
            number: string;
            sponsor: components["schemas"]["BillSponsor"];
            /** @description Where the bill stands, in words (e.g. "Second reading (House)"); null when the service did not say. */
            status: string | null;
            /** @description The parliament and session, e.g. 45-1. */
            session: string;
            /**
             * Format: date
             * @description The day it was introduced, when known.
             */
            introduced: string | null;
            /**
             * Format: uri
             * @description The full bill on the parliament's site (LEGISinfo, else openparliament.ca).
             */
            url: string;
        };
        BillList: {
            objects: components["schemas"]["Bill"][];
            /**
             * Format: date-time
             * @description When the list was fetched from the service; null when there is none.
             */
            fetched_at: string | null;
            /** @description True when the list is older than the cache's hour because the service could not be reached (the screen says "as of" `fetched_at`). */
            stale: boolean;
            /** @description A notice safe to show, when the service could not be reached. */
            detail?: string;
        };
        PolicyText: {
            /** @description The policy text to break down. */
            text: string;
        };
        PolicyBreakdown: {
            /** @description What it says. */
            what: string;
            /** @description Who it impacts. */
            impact: string;
            pros: string;
            cons: string;
            controversy: string;
            /** @description Why it matters. */
            importance: string;
            /** @description Who wrote it - `local` (the server's built-in engine) or the AI model's name. */
            source: string;
        };
    };
    responses: {
        /** @description The answer has not changed since the one whose `ETag` the request sent in `If-None-Match` (public reads that many people load carry a weak `ETag` and `Cache-Control: no-cache`). */
        NotModified: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The request body cannot be read (not valid JSON), or a check outside its fields failed (captcha, reset link, image that does not decode). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "The request body is not valid JSON."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A value breaks a rule of the contract or of the product (type, length, bounds, blank text, NUL character). The detail is one sentence a person understands, about the first problem. */
        ValidationError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Password must be at least 8 characters."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid access token (missing, invalid or expired), or wrong credentials. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Not authenticated"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed in, but not allowed to do this (ownership or role; where others read what is written, also an e-mail address not yet verified: "Verify your e-mail address before you post where others can read it."). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Only community admins can do this."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller's e-mail address is not verified yet (`verifyEmail`), and what this writes is read by others. */
        EmailNotVerified: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Verify your e-mail address before you post where others can read it."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The resource does not exist (or is not visible to the caller). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Not found"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request conflicts with the current state (duplicate, already done). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Category already exists!"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No journal entry of the caller has this id. Another user's entry answers the same, so its existence is never revealed. */
        JournalEntryNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Journal entry not found."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The first request with this `Idempotency-Key` is still being processed (`detail`: "A request
         *     with this Idempotency-Key is still being processed. Please try again shortly.").
         */
        IdempotencyConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The insight already exists (delete it first), or it is already being generated (wait for it); the detail says which. */
        InsightConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is larger than allowed. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "The image must be at most 2 MB."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body's media type is not accepted here. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Unsupported media type: image/gif"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Rate limit exceeded; retry later (see the Retry-After header). */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before retrying. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Too many requests. Please try again in a minute."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An upstream service (AI provider, web page, parliament service) failed. */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "The AI provider did not answer. Please try again."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The server is up but cannot serve this now: the database is unreachable (any operation; nothing was changed; `Retry-After` says when to try again), or the configured AI provider refuses work for the moment (it answered 429 or 503, even after a retry). */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait before retrying (when the database is unreachable). */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "WeGrow cannot reach its database right now. Please try again in a moment."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description How many items to list at most (1 to 100; 50 when absent).
         * @example 50
         */
        PageLimit: number;
        /**
         * @description The id of the last item already seen (the cursor); only items listed after it (older) come
         *     back. An empty list when there are none, or when that item no longer exists or is not one
         *     the caller may read in this list (another member's: the same answer as for an unknown id).
         * @example 33
         */
        PageBefore: number;
        /**
         * @description Full-text search (any case; `"a phrase"`, `or`, `-word`); only the items that match come
         *     back, each with `search_match`. A word finds its other forms in the text's language
         *     (English, Spanish, German or French, detected: "tomato" finds "tomatoes") and itself
         *     exactly; the last word finds the words it begins (`tomat`, while typing). A journal
         *     entry's tags are searched too. A query without any word matches nothing.
         * @example seedlings
         */
        SearchQuery: string;
        /**
         * @description The id of the resource named by the path.
         * @example 3
         */
        Id: number;
        /**
         * @description A user's id.
         * @example 42
         */
        UserId: number;
        /**
         * @description A message's id.
         * @example 311
         */
        MessageId: number;
        /**
         * @description A task's id.
         * @example 41
         */
        TaskId: number;
        /**
         * @description A blog comment's id.
         * @example 14
         */
        CommentId: number;
        /**
         * @description A community goal's id (community goals are called projects in the paths).
         * @example 12
         */
        ProjectId: number;
        /**
         * @description A community resource's id.
         * @example 80
         */
        ResourceId: number;
        /**
         * @description A community event's id.
         * @example 90
         */
        EventId: number;
        /**
         * @description The occurrence of the event (its first day, `yyyy-MM-dd`); left out, the next one from
         *     today (the last one when all are past).
         * @example 2026-04-18
         */
        EventOccurrence: components["schemas"]["CommunityEventDate"];
        /**
         * @description A garden's id.
         * @example 14
         */
        GardenId: number;
        /**
         * @description A volunteer request's id.
         * @example 120
         */
        RequestId: number;
        /**
         * @description Which insight to delete.
         * @example mantra
         */
        InsightKind: components["schemas"]["InsightKind"];
        /**
         * @description A key the client makes once per write (e.g. a UUID; 1 to 200 letters, digits, `-` or `_`),
         *     so the write can be sent again safely: a later request of the same member with the same key
         *     answers the first request's answer again and changes nothing (header `Idempotent-Replayed:
         *     true`). 409 while the first is still running; 422 for a key already used for another
         *     operation. A failed first request keeps nothing. Keys are kept for a day. The site's offline
         *     queue sends one with every replayed write (docs/offline.md).
         * @example 6f1c2a4e-1b7d-4d3c-9a55-0c1e2f3a4b5c
         */
        IdempotencyKey: string;
        /**
         * @description A visitor's own random id, made once by the browser and kept there (e.g. 16 random bytes in
         *     base64url, or a UUID), so an anonymous visitor's chat log is theirs alone. Ignored when a
         *     bearer token is sent.
         * @example 3q2-7wEjRGa0Vt9nK1xZ8A
         */
        LyraVisitor: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCaptchaChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new challenge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "algorithm": "SHA-256",
                     *       "challenge": "4d5e6f0b8c1a7e2d3f9b0a1c2e4d6f8a0b2c4e6d8f0a1b3c5d7e9f1a3b5c7d9e",
                     *       "maxnumber": 100000,
                     *       "salt": "9f2c1a7b3e5d?expires=1767225600",
                     *       "signature": "0c7d2b9e4f1a6c3d8e5b2a9f7c4e1d6b3a8f5c2e9d6b4a1f8c5e2d9b6a3f0c7e"
                     *     }
                     */
                    "application/json": components["schemas"]["AltchaChallenge"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "maya@example.org",
                 *       "password": "sunflower-seeds-42",
                 *       "recaptcha_token": "eyJhbGdvcml0aG0iOiJTSEEtMjU2IiwibnVtYmVyIjo0MjEzNywic2lnbmF0dXJlIjoiLi4uIn0=",
                 *       "time_zone": "Europe/Paris"
                 *     }
                 */
                "application/json": components["schemas"]["SignupRequest"];
            };
        };
        responses: {
            /** @description Accepted: the account was created, or the address already had one (the answer does not say which). The user checks their e-mail, then logs in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Check your e-mail to finish signing up."
                     *     }
                     */
                    "application/json": components["schemas"]["SignupResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grant_type": "password",
                 *       "username": "maya@example.org",
                 *       "password": "sunflower-seeds-42",
                 *       "scope": "",
                 *       "client_id": "wegrow-web",
                 *       "client_secret": "wegrow-web",
                 *       "recaptcha_token": "eyJhbGdvcml0aG0iOiJTSEEtMjU2IiwibnVtYmVyIjo0MjEzNywic2lnbmF0dXJlIjoiLi4uIn0="
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["LoginForm"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access_token": "eyJhbGciOiJIUzI1NiJ9.eyJpZCI6NDIsInN1YiI6Im1heWFAZXhhbXBsZS5vcmciLCJleHAiOjE3NjcyMjY1MDB9.c2lnbmF0dXJl",
                     *       "refresh_token": "rt_3Jq9ZxW1pLk7VbN2mC8sT4yR6uE0aHdF",
                     *       "token_type": "bearer"
                     *     }
                     */
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "refresh_token": "rt_3Jq9ZxW1pLk7VbN2mC8sT4yR6uE0aHdF"
                 *     }
                 */
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description New tokens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access_token": "eyJhbGciOiJIUzI1NiJ9.eyJpZCI6NDIsInN1YiI6Im1heWFAZXhhbXBsZS5vcmciLCJleHAiOjE3NjcyMjc0MDB9.c2lnbmF0dXJl",
                     *       "refresh_token": "rt_8Hs2KdQ5wNc1XyZ7pVb4mL0tJ9gFeA3r",
                     *       "token_type": "bearer"
                     *     }
                     */
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "refresh_token": "rt_8Hs2KdQ5wNc1XyZ7pVb4mL0tJ9gFeA3r"
                 *     }
                 */
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description Logged out (or there was nothing to revoke). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user's profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 42,
                     *       "email": "maya@example.org",
                     *       "email_verified": true,
                     *       "username": "maya",
                     *       "bio": "Growing tomatoes and trust, one day at a time.",
                     *       "profile_pic": "/api/auth/account/avatar/42?v=2"
                     *     }
                     */
                    "application/json": components["schemas"]["UserProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "maya_grows",
                 *       "bio": "Community gardener and journaler."
                 *     }
                 */
                "application/json": components["schemas"]["UpdateProfileRequest"];
            };
        };
        responses: {
            /** @description The updated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 42,
                     *       "email": "maya@example.org",
                     *       "email_verified": true,
                     *       "username": "maya_grows",
                     *       "bio": "Community gardener and journaler.",
                     *       "profile_pic": null
                     *     }
                     */
                    "application/json": components["schemas"]["UserProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMySearchSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The search settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "language": "auto"
                     *     }
                     */
                    "application/json": components["schemas"]["SearchSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMySearchSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "language": "spanish"
                 *     }
                 */
                "application/json": components["schemas"]["SearchSettings"];
            };
        };
        responses: {
            /** @description The settings as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "language": "spanish"
                     *     }
                     */
                    "application/json": components["schemas"]["SearchSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadMyAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/png": unknown;
                "image/jpeg": unknown;
                "image/webp": unknown;
            };
        };
        responses: {
            /** @description The profile with the new picture address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 42,
                     *       "email": "maya@example.org",
                     *       "email_verified": true,
                     *       "username": "maya",
                     *       "bio": "Growing tomatoes and trust, one day at a time.",
                     *       "profile_pic": "/api/auth/account/avatar/42?v=3"
                     *     }
                     */
                    "application/json": components["schemas"]["UserProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserAvatar: {
        parameters: {
            query?: {
                /**
                 * @description The picture's version, as `profile_pic` gives it (a new upload counts it up).
                 * @example 3
                 */
                v?: number;
            };
            header?: never;
            path: {
                /**
                 * @description A user's id.
                 * @example 42
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": unknown;
                    "image/jpeg": unknown;
                    "image/webp": unknown;
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "maya@example.org"
                 *     }
                 */
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description The request was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "If an account exists for that e-mail, a reset link is on its way."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "prt_Vd8kQ2mZ7xW4cN1bR6tY9sL3pH0jGfEa",
                 *       "new_password": "moonlit-garden-77"
                 *     }
                 */
                "application/json": components["schemas"]["PasswordReset"];
            };
        };
        responses: {
            /** @description The password was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Password reset! You may now log in."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "evt_Qm3xT8bK1wR5nZ9cV2jL6pY4hD7sF0aG",
                 *       "password": "moonlit-garden-77"
                 *     }
                 */
                "application/json": components["schemas"]["VerifyEmailRequest"];
            };
        };
        responses: {
            /** @description The address is verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your e-mail address is verified."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The link is unknown, used or expired (or the body cannot be read). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This verification link is invalid, used or expired. Please request a new one."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No `password` from someone not signed in as the link's account, a password that breaks the rule (8 to 128 characters), or a body that does not match the schema. The link is not used. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Choose a password to finish verifying your address."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new link was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "A new verification link is on its way."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The address is already verified. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Your e-mail address is already verified."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "new_email": "maya.green@example.org",
                 *       "password": "sunflower-seeds-42"
                 *     }
                 */
                "application/json": components["schemas"]["EmailChangeRequest"];
            };
        };
        responses: {
            /** @description The link is on its way to the new address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "We sent a link to maya.green@example.org. Your address changes when you open it."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "ect_Qm3xT8bK1wR5nZ9cV2jL6pY4hD7sF0aG"
                 *     }
                 */
                "application/json": components["schemas"]["LinkToken"];
            };
        };
        responses: {
            /** @description The address changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your e-mail address is now maya.green@example.org.",
                     *       "email": "maya.green@example.org"
                     *     }
                     */
                    "application/json": components["schemas"]["EmailChanged"];
                };
            };
            /** @description The link is unknown, used or expired (or the body cannot be read). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This link is invalid, used or expired. Please ask for a new one."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    undoEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "ecu_Qm3xT8bK1wR5nZ9cV2jL6pY4hD7sF0aG"
                 *     }
                 */
                "application/json": components["schemas"]["LinkToken"];
            };
        };
        responses: {
            /** @description The address is back. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your e-mail address is maya@example.org again, and every session was signed out.",
                     *       "email": "maya@example.org"
                     *     }
                     */
                    "application/json": components["schemas"]["EmailChanged"];
                };
            };
            /** @description The link is unknown, used or expired (or the body cannot be read). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This link is invalid, used or expired. Please ask for a new one."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "sunflower-seeds-42",
                 *       "confirmation": "DELETE"
                 *     }
                 */
                "application/json": components["schemas"]["DeleteAccountRequest"];
            };
        };
        responses: {
            /** @description The account is deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The account is the only admin of a community others belong to. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "You are the only admin of Riverside Growers. Make another member an admin first, so the community goes on without you."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest export. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "state": "ready",
                     *       "requested_at": "2026-12-01T09:00:00Z",
                     *       "ready_at": "2026-12-01T09:00:04Z",
                     *       "expires_at": "2026-12-08T09:00:04Z",
                     *       "size": 48213,
                     *       "next_at": "2026-12-02T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AccountExport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestMyExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export is being put together. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "state": "pending",
                     *       "requested_at": "2026-12-01T09:00:00Z",
                     *       "ready_at": null,
                     *       "expires_at": null,
                     *       "size": null,
                     *       "next_at": "2026-12-02T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AccountExport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadMyExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP. */
            200: {
                headers: {
                    /** @description `attachment; filename="wegrow-export-<date>.zip"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMySessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open logins. */
            200: {
                headers: {
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "3b0f6a52-0c8e-4f0e-9d6b-1b2a3c4d5e6f",
                     *         "browser": "Firefox 132",
                     *         "system": "Linux",
                     *         "device": "desktop",
                     *         "signed_in_at": "2026-11-30T08:12:00Z",
                     *         "last_active_at": "2026-12-01T09:40:00Z",
                     *         "current": true
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["LoginSession"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    endMyOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many logins ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ended": 2
                     *     }
                     */
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The access token names no login (issued before logins were named). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Log in again to see which session is this one, then try again."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    endMySession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The login's `id` (from `listMySessions`). */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The login ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description No open login of the account has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This session is not open (it may have ended already)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listInboxMessages: {
        parameters: {
            query?: {
                /**
                 * @description How many items to list at most (1 to 100; 50 when absent).
                 * @example 50
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The id of the last item already seen (the cursor); only items listed after it (older) come
                 *     back. An empty list when there are none, or when that item no longer exists or is not one
                 *     the caller may read in this list (another member's: the same answer as for an unknown id).
                 * @example 33
                 */
                before?: components["parameters"]["PageBefore"];
            };
            header?: never;
            path: {
                /**
                 * @description A user's id.
                 * @example 42
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 311,
                     *         "read": false,
                     *         "timestamp": "2026-01-04T08:15:00Z",
                     *         "sender": {
                     *           "kind": "person",
                     *           "name": "maya"
                     *         },
                     *         "subject": "Note to self",
                     *         "content": "Your journal entry \"Morning pages\" was saved."
                     *       },
                     *       {
                     *         "id": 298,
                     *         "read": true,
                     *         "timestamp": "2026-01-02T19:40:00Z",
                     *         "sender": {
                     *           "kind": "system",
                     *           "name": "WeGrow"
                     *         },
                     *         "subject": "Welcome to WeGrow",
                     *         "content": "Welcome to WeGrow! Start with the Smart Journal or the Meal Planner."
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["InboxMessage"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    countUnreadInboxMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A user's id.
                 * @example 42
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "unread": 3
                     *     }
                     */
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markInboxMessageRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A message's id.
                 * @example 311
                 */
                messageId: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message, now read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 311,
                     *       "read": true,
                     *       "timestamp": "2026-01-04T08:15:00Z",
                     *       "sender": {
                     *         "kind": "person",
                     *         "name": "maya"
                     *       },
                     *       "subject": "Note to self",
                     *       "content": "Your journal entry \"Morning pages\" was saved."
                     *     }
                     */
                    "application/json": components["schemas"]["InboxMessage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendInboxMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user_id": 42,
                 *       "content": "Your journal entry \"Morning pages\" was saved."
                 *     }
                 */
                "application/json": components["schemas"]["SendInboxMessageRequest"];
            };
        };
        responses: {
            /** @description The message was delivered. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 312,
                     *       "read": false,
                     *       "timestamp": "2026-01-04T08:16:00Z",
                     *       "sender": {
                     *         "kind": "person",
                     *         "name": "maya"
                     *       },
                     *       "subject": "Note to self",
                     *       "content": "Your journal entry \"Morning pages\" was saved."
                     *     }
                     */
                    "application/json": components["schemas"]["InboxMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kinds": [
                 *         {
                 *           "kind": "chat",
                 *           "in_app": true,
                 *           "email": "daily",
                 *           "push": false
                 *         }
                 *       ],
                 *       "time_zone": "Europe/Paris"
                 *     }
                 */
                "application/json": components["schemas"]["NotificationPreferencesUpdate"];
            };
        };
        responses: {
            /** @description The settings as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unsubscribeByToken: {
        parameters: {
            query: {
                /**
                 * @description The signed token of the mail's link (`<user id>.<kind or all>.<signature>`).
                 * @example 12.replies.4T0n5m2cQ8vB0Yk1r7eL2w3sXzA9pH6uJdF5gKqWcVo
                 */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    [key: string]: string;
                };
                "multipart/form-data": {
                    [key: string]: string;
                };
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description E-mail is off for that kind (or every kind). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "replies"
                     *     }
                     */
                    "application/json": components["schemas"]["Unsubscribed"];
                };
            };
            /** @description The token is not one this server signed (or its account is gone). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This unsubscribe link is not valid. Change your e-mail settings in Account → Notifications."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addPushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscriptionInput"];
            };
        };
        responses: {
            /** @description Kept; how many devices of the member now receive push. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "devices": 1
                     *     }
                     */
                    "application/json": components["schemas"]["PushDevices"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removePushSubscription: {
        parameters: {
            query: {
                /** @description The subscription's endpoint. */
                endpoint: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Forgotten; how many devices of the member still receive push. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "devices": 0
                     *     }
                     */
                    "application/json": components["schemas"]["PushDevices"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchPeople: {
        parameters: {
            query: {
                /** @description The start of a username (after the `@`). */
                q: string;
                /** @description Only the members of this community. */
                community_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The members found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "user_id": 7,
                     *         "username": "maya"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PersonSummary"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPerson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The username, any case. */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user_id": 7,
                     *       "username": "maya",
                     *       "bio": "Growing tomatoes on a balcony.",
                     *       "profile_pic": null,
                     *       "joined_at": "2026-03-02T10:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Person"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listJournalEntries: {
        parameters: {
            query?: {
                /**
                 * @description How many items to list at most (1 to 100; 50 when absent).
                 * @example 50
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The id of the last item already seen (the cursor); only items listed after it (older) come
                 *     back. An empty list when there are none, or when that item no longer exists or is not one
                 *     the caller may read in this list (another member's: the same answer as for an unknown id).
                 * @example 33
                 */
                before?: components["parameters"]["PageBefore"];
                /**
                 * @description Full-text search (any case; `"a phrase"`, `or`, `-word`); only the items that match come
                 *     back, each with `search_match`. A word finds its other forms in the text's language
                 *     (English, Spanish, German or French, detected: "tomato" finds "tomatoes") and itself
                 *     exactly; the last word finds the words it begins (`tomat`, while typing). A journal
                 *     entry's tags are searched too. A query without any word matches nothing.
                 * @example seedlings
                 */
                q?: components["parameters"]["SearchQuery"];
                /**
                 * @description Only entries with this tag (normalised as tags are stored).
                 * @example garden
                 */
                tag?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 88,
                     *         "title": "Morning pages",
                     *         "content": "I woke up calm today. The seedlings on the windowsill finally sprouted.",
                     *         "tags": [
                     *           "garden",
                     *           "mornings"
                     *         ],
                     *         "created_at": "2026-01-04T08:14:00Z",
                     *         "updated_at": "2026-01-04T08:14:00Z",
                     *         "reflection": "You wrote: \"I woke up calm today.\" Calm is the feeling you name first.",
                     *         "mantra": "I am calm, and I let my seedlings grow at their own pace.",
                     *         "next_action": null,
                     *         "insights": {
                     *           "reflection": {
                     *             "status": "ready",
                     *             "source": "local",
                     *             "error": null
                     *           },
                     *           "mantra": {
                     *             "status": "ready",
                     *             "source": "llama3.2",
                     *             "error": null
                     *           },
                     *           "next_action": {
                     *             "status": "pending",
                     *             "source": null,
                     *             "error": null
                     *           }
                     *         },
                     *         "crisis": false
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["JournalEntry"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createJournalEntry: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes once per write (e.g. a UUID; 1 to 200 letters, digits, `-` or `_`),
                 *     so the write can be sent again safely: a later request of the same member with the same key
                 *     answers the first request's answer again and changes nothing (header `Idempotent-Replayed:
                 *     true`). 409 while the first is still running; 422 for a key already used for another
                 *     operation. A failed first request keeps nothing. Keys are kept for a day. The site's offline
                 *     queue sends one with every replayed write (docs/offline.md).
                 * @example 6f1c2a4e-1b7d-4d3c-9a55-0c1e2f3a4b5c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Morning pages",
                 *       "content": "I woke up calm today. The seedlings on the windowsill finally sprouted."
                 *     }
                 */
                "application/json": components["schemas"]["JournalEntryInput"];
            };
        };
        responses: {
            /** @description The new entry. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 88,
                     *       "title": "Morning pages",
                     *       "content": "I woke up calm today. The seedlings on the windowsill finally sprouted.",
                     *       "tags": [],
                     *       "created_at": "2026-01-04T08:14:00Z",
                     *       "updated_at": "2026-01-04T08:14:00Z",
                     *       "reflection": null,
                     *       "mantra": null,
                     *       "next_action": null,
                     *       "insights": {
                     *         "reflection": {
                     *           "status": "absent",
                     *           "source": null,
                     *           "error": null
                     *         },
                     *         "mantra": {
                     *           "status": "absent",
                     *           "source": null,
                     *           "error": null
                     *         },
                     *         "next_action": {
                     *           "status": "absent",
                     *           "source": null,
                     *           "error": null
                     *         }
                     *       },
                     *       "crisis": false
                     *     }
                     */
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["IdempotencyConflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateJournalEntry: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes once per write (e.g. a UUID; 1 to 200 letters, digits, `-` or `_`),
                 *     so the write can be sent again safely: a later request of the same member with the same key
                 *     answers the first request's answer again and changes nothing (header `Idempotent-Replayed:
                 *     true`). 409 while the first is still running; 422 for a key already used for another
                 *     operation. A failed first request keeps nothing. Keys are kept for a day. The site's offline
                 *     queue sends one with every replayed write (docs/offline.md).
                 * @example 6f1c2a4e-1b7d-4d3c-9a55-0c1e2f3a4b5c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Morning pages (edited)",
                 *       "content": "I woke up calm today. The seedlings finally sprouted, and so did my patience."
                 *     }
                 */
                "application/json": components["schemas"]["JournalEntryInput"];
            };
        };
        responses: {
            /** @description The updated entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 88,
                     *       "title": "Morning pages (edited)",
                     *       "content": "I woke up calm today. The seedlings finally sprouted, and so did my patience.",
                     *       "tags": [
                     *         "garden"
                     *       ],
                     *       "created_at": "2026-01-04T08:14:00Z",
                     *       "updated_at": "2026-01-04T09:02:00Z",
                     *       "reflection": "You wrote: \"I woke up calm today.\" Calm is the feeling you name first.",
                     *       "mantra": null,
                     *       "next_action": null,
                     *       "insights": {
                     *         "reflection": {
                     *           "status": "ready",
                     *           "source": "local",
                     *           "error": null
                     *         },
                     *         "mantra": {
                     *           "status": "absent",
                     *           "source": null,
                     *           "error": null
                     *         },
                     *         "next_action": {
                     *           "status": "absent",
                     *           "source": null,
                     *           "error": null
                     *         }
                     *       },
                     *       "crisis": false
                     *     }
                     */
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["JournalEntryNotFound"];
            409: components["responses"]["IdempotencyConflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteJournalEntry: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes once per write (e.g. a UUID; 1 to 200 letters, digits, `-` or `_`),
                 *     so the write can be sent again safely: a later request of the same member with the same key
                 *     answers the first request's answer again and changes nothing (header `Idempotent-Replayed:
                 *     true`). 409 while the first is still running; 422 for a key already used for another
                 *     operation. A failed first request keeps nothing. Keys are kept for a day. The site's offline
                 *     queue sends one with every replayed write (docs/offline.md).
                 * @example 6f1c2a4e-1b7d-4d3c-9a55-0c1e2f3a4b5c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["JournalEntryNotFound"];
            409: components["responses"]["IdempotencyConflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getJournalSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "country": "GB"
                     *     }
                     */
                    "application/json": components["schemas"]["JournalSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateJournalSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "country": "GB"
                 *     }
                 */
                "application/json": components["schemas"]["JournalSettings"];
            };
        };
        responses: {
            /** @description The settings as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "country": "GB"
                     *     }
                     */
                    "application/json": components["schemas"]["JournalSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getJournalCalendar: {
        parameters: {
            query: {
                /**
                 * @description The month, `yyyy-MM`.
                 * @example 2026-01
                 */
                month: string;
                /**
                 * @description The IANA zone the days are read in. @default UTC
                 * @example Europe/London
                 */
                time_zone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month's days with entries, and the streak. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "month": "2026-01",
                     *       "today": "2026-01-04",
                     *       "streak": 2,
                     *       "days": [
                     *         {
                     *           "date": "2026-01-03",
                     *           "entries": 1,
                     *           "titles": [
                     *             {
                     *               "id": 87,
                     *               "title": "Seed swap"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "date": "2026-01-04",
                     *           "entries": 1,
                     *           "titles": [
                     *             {
                     *               "id": 88,
                     *               "title": "Morning pages"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["JournalCalendar"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importJournalEntries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "entries": [
                 *         {
                 *           "title": "First frost",
                 *           "content": "The kale is sweeter now.",
                 *           "tags": [
                 *             "garden"
                 *           ],
                 *           "created_at": "2025-11-20T07:30:00Z"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["JournalImport"];
            };
        };
        responses: {
            /** @description How many were added and how many were already there. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "imported": 1,
                     *       "skipped": 0
                     *     }
                     */
                    "application/json": components["schemas"]["JournalImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setJournalEntryTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tags": [
                 *         "Garden",
                 *         "mornings"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["JournalTagsInput"];
            };
        };
        responses: {
            /** @description The entry with its new tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 88,
                     *       "title": "Morning pages",
                     *       "content": "I woke up calm today. The seedlings on the windowsill finally sprouted.",
                     *       "tags": [
                     *         "garden",
                     *         "mornings"
                     *       ],
                     *       "created_at": "2026-01-04T08:14:00Z",
                     *       "updated_at": "2026-01-04T08:14:00Z",
                     *       "reflection": null,
                     *       "mantra": null,
                     *       "next_action": null,
                     *       "insights": {
                     *         "reflection": {
                     *           "status": "absent",
                     *           "source": null,
                     *           "error": null
                     *         },
                     *         "mantra": {
                     *           "status": "absent",
                     *           "source": null,
                     *           "error": null
                     *         },
                     *         "next_action": {
                     *           "status": "absent",
                     *           "source": null,
                     *           "error": null
                     *         }
                     *       },
                     *       "crisis": false
                     *     }
                     */
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["JournalEntryNotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestJournalReflection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Generation started. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Reflection is being generated."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["JournalEntryNotFound"];
            409: components["responses"]["InsightConflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestJournalMantra: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Generation started. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Mantra is being generated."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["JournalEntryNotFound"];
            409: components["responses"]["InsightConflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestJournalNextAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Generation started. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Next action is being generated."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["JournalEntryNotFound"];
            409: components["responses"]["InsightConflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteJournalInsight: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
                /**
                 * @description Which insight to delete.
                 * @example mantra
                 */
                kind: components["parameters"]["InsightKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (also when the insight was already absent). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["JournalEntryNotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMealCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "food": [
                     *         {
                     *           "id": 4,
                     *           "name": "Pantry",
                     *           "type": "food"
                     *         },
                     *         {
                     *           "id": 3,
                     *           "name": "Produce",
                     *           "type": "food"
                     *         }
                     *       ],
                     *       "recipes": [
                     *         {
                     *           "id": 7,
                     *           "name": "Breakfast",
                     *           "type": "recipe"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CategoryList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createMealCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "categories": [
                 *         "Produce"
                 *       ],
                 *       "type": "food"
                 *     }
                 */
                "application/json": components["schemas"]["CreateCategoriesRequest"];
            };
        };
        responses: {
            /** @description The created categories, in request order. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Produce",
                     *         "type": "food"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Category"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMealCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFoodInventory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The inventory. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 15,
                     *           "name": "Tomatoes",
                     *           "quantity": 2,
                     *           "desiredQuantity": 6,
                     *           "unit": null,
                     *           "categories": [
                     *             "3"
                     *           ]
                     *         },
                     *         {
                     *           "id": 16,
                     *           "name": "Rolled oats",
                     *           "quantity": 1,
                     *           "desiredQuantity": 1,
                     *           "unit": "kilogram",
                     *           "categories": [
                     *             "4"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["FoodInventory"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveFoodInventoryItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "id": 15,
                 *           "name": "Tomatoes",
                 *           "quantity": 3,
                 *           "desiredQuantity": 6,
                 *           "unit": null,
                 *           "categories": [
                 *             "3"
                 *           ]
                 *         },
                 *         {
                 *           "name": "Basil",
                 *           "quantity": 1,
                 *           "desiredQuantity": 1,
                 *           "unit": "bunch",
                 *           "categories": [
                 *             "3"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SaveFoodInventoryRequest"];
            };
        };
        responses: {
            /** @description The saved items, in request order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 15,
                     *           "name": "Tomatoes",
                     *           "quantity": 3,
                     *           "desiredQuantity": 6,
                     *           "unit": null,
                     *           "categories": [
                     *             "3"
                     *           ]
                     *         },
                     *         {
                     *           "id": 17,
                     *           "name": "Basil",
                     *           "quantity": 1,
                     *           "desiredQuantity": 1,
                     *           "unit": "bunch",
                     *           "categories": [
                     *             "3"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["FoodInventory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteFoodInventoryItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRecipes: {
        parameters: {
            query?: {
                /**
                 * @description Only recipes in the recipe category with this name.
                 * @example Breakfast
                 */
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recipes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 21,
                     *         "name": "Overnight oats",
                     *         "ingredients": [
                     *           "1 cup rolled oats",
                     *           "1 cup oat milk",
                     *           "1 tbsp maple syrup"
                     *         ],
                     *         "parsedIngredients": [
                     *           {
                     *             "original": "1 cup rolled oats",
                     *             "quantity": 1,
                     *             "quantityMax": null,
                     *             "unit": "cup",
                     *             "food": "rolled oats"
                     *           },
                     *           {
                     *             "original": "1 cup oat milk",
                     *             "quantity": 1,
                     *             "quantityMax": null,
                     *             "unit": "cup",
                     *             "food": "oat milk"
                     *           },
                     *           {
                     *             "original": "1 tbsp maple syrup",
                     *             "quantity": 1,
                     *             "quantityMax": null,
                     *             "unit": "tbsp",
                     *             "food": "maple syrup"
                     *           }
                     *         ],
                     *         "servings": 2,
                     *         "instructions": "Mix everything in a jar and leave it in the fridge overnight.",
                     *         "category": "Breakfast"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Recipe"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveRecipe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Overnight oats",
                 *       "ingredients": [
                 *         "1 cup rolled oats",
                 *         "1 cup oat milk",
                 *         "1 tbsp maple syrup"
                 *       ],
                 *       "instructions": "Mix everything in a jar and leave it in the fridge overnight.",
                 *       "category": "Breakfast",
                 *       "servings": 2
                 *     }
                 */
                "application/json": components["schemas"]["RecipeInput"];
            };
        };
        responses: {
            /** @description The updated recipe. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 21,
                     *       "name": "Overnight oats",
                     *       "ingredients": [
                     *         "1 cup rolled oats",
                     *         "1 cup oat milk",
                     *         "1 tbsp maple syrup",
                     *         "1 pinch cinnamon"
                     *       ],
                     *       "parsedIngredients": [
                     *         {
                     *           "original": "1 cup rolled oats",
                     *           "quantity": 1,
                     *           "quantityMax": null,
                     *           "unit": "cup",
                     *           "food": "rolled oats"
                     *         },
                     *         {
                     *           "original": "1 cup oat milk",
                     *           "quantity": 1,
                     *           "quantityMax": null,
                     *           "unit": "cup",
                     *           "food": "oat milk"
                     *         },
                     *         {
                     *           "original": "1 tbsp maple syrup",
                     *           "quantity": 1,
                     *           "quantityMax": null,
                     *           "unit": "tbsp",
                     *           "food": "maple syrup"
                     *         },
                     *         {
                     *           "original": "1 pinch cinnamon",
                     *           "quantity": 1,
                     *           "quantityMax": null,
                     *           "unit": "pinch",
                     *           "food": "cinnamon"
                     *         }
                     *       ],
                     *       "servings": 2,
                     *       "instructions": "Mix everything in a jar and leave it in the fridge overnight.",
                     *       "category": "Breakfast"
                     *     }
                     */
                    "application/json": components["schemas"]["Recipe"];
                };
            };
            /** @description The created recipe. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 21,
                     *       "name": "Overnight oats",
                     *       "ingredients": [
                     *         "1 cup rolled oats",
                     *         "1 cup oat milk",
                     *         "1 tbsp maple syrup"
                     *       ],
                     *       "parsedIngredients": [
                     *         {
                     *           "original": "1 cup rolled oats",
                     *           "quantity": 1,
                     *           "quantityMax": null,
                     *           "unit": "cup",
                     *           "food": "rolled oats"
                     *         },
                     *         {
                     *           "original": "1 cup oat milk",
                     *           "quantity": 1,
                     *           "quantityMax": null,
                     *           "unit": "cup",
                     *           "food": "oat milk"
                     *         },
                     *         {
                     *           "original": "1 tbsp maple syrup",
                     *           "quantity": 1,
                     *           "quantityMax": null,
                     *           "unit": "tbsp",
                     *           "food": "maple syrup"
                     *         }
                     *       ],
                     *       "servings": 2,
                     *       "instructions": "Mix everything in a jar and leave it in the fridge overnight.",
                     *       "category": "Breakfast"
                     *     }
                     */
                    "application/json": components["schemas"]["Recipe"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteRecipe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importRecipeFromUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://recipes.example.org/overnight-oats"
                 *     }
                 */
                "application/json": components["schemas"]["RecipeImportRequest"];
            };
        };
        responses: {
            /** @description The recipe draft read from the page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Overnight oats",
                     *       "ingredients": [
                     *         "1 cup rolled oats",
                     *         "1 cup oat milk",
                     *         "1 tbsp maple syrup"
                     *       ],
                     *       "instructions": "Mix everything in a jar.\nLeave it in the fridge overnight."
                     *     }
                     */
                    "application/json": components["schemas"]["RecipeDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The address is not allowed, cannot be reached, holds no recipe, or is too complex to read; or the body breaks a rule of the contract. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "No recipe found at that address."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWeekPlan: {
        parameters: {
            query: {
                /**
                 * @description The Monday the week starts on.
                 * @example 2026-11-23
                 */
                start: components["schemas"]["WeekPlanDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The week's plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "start": "2026-11-23",
                     *       "entries": [
                     *         {
                     *           "id": 3,
                     *           "date": "2026-11-23",
                     *           "recipeId": 21,
                     *           "recipeName": "Overnight oats",
                     *           "slot": "breakfast",
                     *           "servings": 2,
                     *           "recipeServings": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WeekPlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addWeekPlanEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2026-11-24",
                 *       "recipeId": 21,
                 *       "slot": "lunch",
                 *       "servings": 4
                 *     }
                 */
                "application/json": components["schemas"]["WeekPlanEntryInput"];
            };
        };
        responses: {
            /** @description Planned. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 4,
                     *       "date": "2026-11-24",
                     *       "recipeId": 21,
                     *       "recipeName": "Overnight oats",
                     *       "slot": "lunch",
                     *       "servings": 4,
                     *       "recipeServings": 2
                     *     }
                     */
                    "application/json": components["schemas"]["WeekPlanEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWeekPlanEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWeekPlanEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "servings": 6
                 *     }
                 */
                "application/json": components["schemas"]["WeekPlanEntryUpdate"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeekPlanEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addWeekPlanToGroceryList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "start": "2026-11-23"
                 *     }
                 */
                "application/json": components["schemas"]["WeekPlanGroceryRequest"];
            };
        };
        responses: {
            /** @description Done; the message says what changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Added 7 ingredients from 2 recipes to your grocery list: 5 new items, 2 raised."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGroceryList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 51,
                     *           "name": "Tomatoes",
                     *           "quantity": 4,
                     *           "unit": null,
                     *           "checked": true,
                     *           "aisle": "Vegetables"
                     *         },
                     *         {
                     *           "id": 52,
                     *           "name": "red lentils",
                     *           "quantity": 2,
                     *           "unit": "cup",
                     *           "checked": false,
                     *           "aisle": "Pulses & grains"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["GroceryList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addGroceryItem: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes once per write (e.g. a UUID; 1 to 200 letters, digits, `-` or `_`),
                 *     so the write can be sent again safely: a later request of the same member with the same key
                 *     answers the first request's answer again and changes nothing (header `Idempotent-Replayed:
                 *     true`). 409 while the first is still running; 422 for a key already used for another
                 *     operation. A failed first request keeps nothing. Keys are kept for a day. The site's offline
                 *     queue sends one with every replayed write (docs/offline.md).
                 * @example 6f1c2a4e-1b7d-4d3c-9a55-0c1e2f3a4b5c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Oat milk",
                 *       "quantity": 1
                 *     }
                 */
                "application/json": components["schemas"]["GroceryItemCreate"];
            };
        };
        responses: {
            /** @description The new item. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "item": {
                     *         "id": 52,
                     *         "name": "Oat milk",
                     *         "quantity": 1,
                     *         "unit": null,
                     *         "checked": false,
                     *         "aisle": "Dairy & alternatives"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GroceryItemEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["IdempotencyConflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateGroceryItem: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes once per write (e.g. a UUID; 1 to 200 letters, digits, `-` or `_`),
                 *     so the write can be sent again safely: a later request of the same member with the same key
                 *     answers the first request's answer again and changes nothing (header `Idempotent-Replayed:
                 *     true`). 409 while the first is still running; 422 for a key already used for another
                 *     operation. A failed first request keeps nothing. Keys are kept for a day. The site's offline
                 *     queue sends one with every replayed write (docs/offline.md).
                 * @example 6f1c2a4e-1b7d-4d3c-9a55-0c1e2f3a4b5c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 52,
                 *       "name": "Oat milk",
                 *       "quantity": 1,
                 *       "unit": null,
                 *       "checked": true
                 *     }
                 */
                "application/json": components["schemas"]["GroceryItemUpdate"];
            };
        };
        responses: {
            /** @description The updated item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "item": {
                     *         "id": 52,
                     *         "name": "Oat milk",
                     *         "quantity": 1,
                     *         "unit": null,
                     *         "checked": true,
                     *         "aisle": "Dairy & alternatives"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GroceryItemEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteGroceryItem: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes once per write (e.g. a UUID; 1 to 200 letters, digits, `-` or `_`),
                 *     so the write can be sent again safely: a later request of the same member with the same key
                 *     answers the first request's answer again and changes nothing (header `Idempotent-Replayed:
                 *     true`). 409 while the first is still running; 422 for a key already used for another
                 *     operation. A failed first request keeps nothing. Keys are kept for a day. The site's offline
                 *     queue sends one with every replayed write (docs/offline.md).
                 * @example 6f1c2a4e-1b7d-4d3c-9a55-0c1e2f3a4b5c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addInventoryShortfallsToGroceryList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the message says what changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addRecipesToGroceryList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroceryFromRecipesRequest"];
            };
        };
        responses: {
            /** @description Done; the message says what changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Added 7 ingredients from 2 recipes to your grocery list: 5 new items, 2 raised."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importCheckedGroceriesToInventory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the message says what was imported. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Imported 3 items into your food inventory: 1 new, 2 added to items you had."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    clearGroceryList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cleared; the message says how many items went. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cleared your grocery list (4 items removed)."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The projects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 9,
                     *         "name": "Backyard seed library",
                     *         "description": "A little free library for heirloom seeds.",
                     *         "links": [
                     *           "https://seeds.example.org/how-to"
                     *         ],
                     *         "created_at": "2026-01-03T17:20:00Z",
                     *         "tasks": [
                     *           {
                     *             "id": 31,
                     *             "content": "Build the box",
                     *             "completed": true
                     *           },
                     *           {
                     *             "id": 32,
                     *             "content": "Label the first seed packets",
                     *             "completed": false
                     *           }
                     *         ]
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Project"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Backyard seed library",
                 *       "description": "A little free library for heirloom seeds.",
                 *       "links": [
                 *         "https://seeds.example.org/how-to"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ProjectInput"];
            };
        };
        responses: {
            /** @description The new project (no tasks yet). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 9,
                     *       "name": "Backyard seed library",
                     *       "description": "A little free library for heirloom seeds.",
                     *       "links": [
                     *         "https://seeds.example.org/how-to"
                     *       ],
                     *       "created_at": "2026-01-03T17:20:00Z",
                     *       "tasks": []
                     *     }
                     */
                    "application/json": components["schemas"]["Project"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project with its tasks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 9,
                     *       "name": "Backyard seed library",
                     *       "description": "A little free library for heirloom seeds.",
                     *       "links": [
                     *         "https://seeds.example.org/how-to"
                     *       ],
                     *       "created_at": "2026-01-03T17:20:00Z",
                     *       "tasks": [
                     *         {
                     *           "id": 31,
                     *           "content": "Build the box",
                     *           "completed": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Project"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Neighbourhood seed library",
                 *       "description": "A little free library for heirloom seeds, now on two streets.",
                 *       "links": [
                 *         "https://seeds.example.org/how-to",
                 *         "https://seeds.example.org/map"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ProjectInput"];
            };
        };
        responses: {
            /** @description The updated project. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 9,
                     *       "name": "Neighbourhood seed library",
                     *       "description": "A little free library for heirloom seeds, now on two streets.",
                     *       "links": [
                     *         "https://seeds.example.org/how-to",
                     *         "https://seeds.example.org/map"
                     *       ],
                     *       "created_at": "2026-01-03T17:20:00Z",
                     *       "tasks": [
                     *         {
                     *           "id": 31,
                     *           "content": "Build the box",
                     *           "completed": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Project"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addProjectTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "Label the first seed packets"
                 *     }
                 */
                "application/json": components["schemas"]["ProjectTaskCreate"];
            };
        };
        responses: {
            /** @description The new task. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 32,
                     *       "content": "Label the first seed packets",
                     *       "completed": false
                     *     }
                     */
                    "application/json": components["schemas"]["ProjectTask"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateProjectTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A task's id.
                 * @example 41
                 */
                taskId: components["parameters"]["TaskId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "Label the first seed packets",
                 *       "completed": true
                 *     }
                 */
                "application/json": components["schemas"]["ProjectTaskUpdate"];
            };
        };
        responses: {
            /** @description The updated task. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 32,
                     *       "content": "Label the first seed packets",
                     *       "completed": true
                     *     }
                     */
                    "application/json": components["schemas"]["ProjectTask"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteProjectTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A task's id.
                 * @example 41
                 */
                taskId: components["parameters"]["TaskId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBlogPosts: {
        parameters: {
            query?: {
                /**
                 * @description How many items to list at most (1 to 100; 50 when absent).
                 * @example 50
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The id of the last item already seen (the cursor); only items listed after it (older) come
                 *     back. An empty list when there are none, or when that item no longer exists or is not one
                 *     the caller may read in this list (another member's: the same answer as for an unknown id).
                 * @example 33
                 */
                before?: components["parameters"]["PageBefore"];
                /**
                 * @description Only the posts with this tag (the tag page, /blog/tag/{tag}).
                 * @example seed-saving
                 */
                tag?: components["schemas"]["BlogTag"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 5,
                     *         "title": "Why we plant together",
                     *         "content": "Every garden blitz starts with one neighbour asking another for help...",
                     *         "created_at": "2026-01-02T10:00:00Z",
                     *         "draft": false,
                     *         "published_at": "2026-01-02T10:00:00Z",
                     *         "tags": [
                     *           "community",
                     *           "gardens"
                     *         ],
                     *         "cover": {
                     *           "url": "/api/blog/5/cover/Vq3kW9xYb2Lm0PzR8tNc1A",
                     *           "alt": "Neighbours planting leeks in a raised bed",
                     *           "width": 1600,
                     *           "height": 900
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["BlogPost"][];
                };
            };
            304: components["responses"]["NotModified"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Why we plant together",
                 *       "content": "Every garden blitz starts with one neighbour asking another for help...",
                 *       "draft": true,
                 *       "tags": [
                 *         "community",
                 *         "gardens"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BlogPostInput"];
            };
        };
        responses: {
            /** @description The new post. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 5,
                     *       "title": "Why we plant together",
                     *       "content": "Every garden blitz starts with one neighbour asking another for help...",
                     *       "created_at": "2026-01-02T10:00:00Z",
                     *       "draft": false,
                     *       "published_at": "2026-01-02T10:00:00Z",
                     *       "tags": [
                     *         "community",
                     *         "gardens"
                     *       ],
                     *       "cover": null
                     *     }
                     */
                    "application/json": components["schemas"]["BlogPost"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBlogOwner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The owner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "blog_owner"
                     *     }
                     */
                    "application/json": components["schemas"]["BlogOwner"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBlogFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed (UTF-8). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example <?xml version="1.0" encoding="utf-8"?>
                     *     <feed xmlns="http://www.w3.org/2005/Atom">
                     *       <id>https://wegrow.example/blog</id>
                     *       <title>WeGrow Blog</title>
                     *       <updated>2026-01-02T10:00:00.000Z</updated>
                     *       <link rel="self" type="application/atom+xml" href="https://wegrow.example/api/blog/feed.xml"/>
                     *       <link rel="alternate" type="text/html" href="https://wegrow.example/blog"/>
                     *       <author><name>blog_owner</name></author>
                     *       <entry>
                     *         <id>https://wegrow.example/blog/5</id>
                     *         <title type="text">Why we plant together</title>
                     *         <link rel="alternate" type="text/html" href="https://wegrow.example/blog/5"/>
                     *         <published>2026-01-02T10:00:00.000Z</published>
                     *         <updated>2026-01-02T10:00:00.000Z</updated>
                     *         <content type="text">Every garden blitz starts with one neighbour asking another for help...</content>
                     *       </entry>
                     *     </feed>
                     */
                    "application/atom+xml": string;
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 5,
                     *       "title": "Why we plant together",
                     *       "content": "Every garden blitz starts with one neighbour asking another for help...",
                     *       "created_at": "2026-01-02T10:00:00Z",
                     *       "draft": false,
                     *       "published_at": "2026-01-02T10:00:00Z",
                     *       "tags": [
                     *         "community",
                     *         "gardens"
                     *       ],
                     *       "cover": null
                     *     }
                     */
                    "application/json": components["schemas"]["BlogPost"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Why we plant together (and why it matters)",
                 *       "content": "Every garden blitz starts with one neighbour asking another for help..."
                 *     }
                 */
                "application/json": components["schemas"]["BlogPostInput"];
            };
        };
        responses: {
            /** @description The updated post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 5,
                     *       "title": "Why we plant together (and why it matters)",
                     *       "content": "Every garden blitz starts with one neighbour asking another for help...",
                     *       "created_at": "2026-01-02T10:00:00Z",
                     *       "draft": false,
                     *       "published_at": "2026-01-02T10:00:00Z",
                     *       "tags": [
                     *         "community",
                     *         "gardens"
                     *       ],
                     *       "cover": null
                     *     }
                     */
                    "application/json": components["schemas"]["BlogPost"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadBlogCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/png": unknown;
                "image/jpeg": unknown;
                "image/webp": unknown;
            };
        };
        responses: {
            /** @description The post with its new cover. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPost"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteBlogCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post without a cover. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPost"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBlogCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
                /**
                 * @description The cover's key, as `cover.url` gives it.
                 * @example Vq3kW9xYb2Lm0PzR8tNc1A
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": unknown;
                    "image/jpeg": unknown;
                    "image/webp": unknown;
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBlogComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 14,
                     *         "content": "This made me want to host a blitz this spring!",
                     *         "created_at": "2026-01-02T12:30:00Z",
                     *         "post_id": 5,
                     *         "author": {
                     *           "id": 57,
                     *           "username": "sam"
                     *         },
                     *         "edited_at": null
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["BlogComment"][];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBlogComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "post_id": 5,
                 *       "content": "This made me want to host a blitz this spring!"
                 *     }
                 */
                "application/json": components["schemas"]["BlogCommentCreate"];
            };
        };
        responses: {
            /** @description The new comment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 14,
                     *       "content": "This made me want to host a blitz this spring!",
                     *       "created_at": "2026-01-02T12:30:00Z",
                     *       "post_id": 5,
                     *       "author": {
                     *         "id": 57,
                     *         "username": "sam"
                     *       },
                     *       "edited_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["BlogComment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["EmailNotVerified"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteBlogComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A blog comment's id.
                 * @example 14
                 */
                commentId: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateBlogComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A blog comment's id.
                 * @example 14
                 */
                commentId: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "This made me want to host a *blitz* this spring!"
                 *     }
                 */
                "application/json": components["schemas"]["BlogCommentUpdate"];
            };
        };
        responses: {
            /** @description The comment as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogComment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCommunities: {
        parameters: {
            query?: {
                /**
                 * @description `mine`: only the communities the caller is an approved member of; `others`: only the
                 *     rest; absent: every community.
                 * @example mine
                 */
                membership?: "mine" | "others";
                /**
                 * @description How many items to list at most (1 to 100; 50 when absent).
                 * @example 50
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The id of the last community already seen (the cursor); only the communities after it in
                 *     the list's order come back. An empty list when there are none, or when that community no
                 *     longer exists.
                 * @example 3
                 */
                after?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The communities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 4,
                     *         "name": "Night Sky Circle",
                     *         "description": "Stargazing walks and dark-sky advocacy.",
                     *         "visibility": "public",
                     *         "member_count": 12,
                     *         "my_role": "pending"
                     *       },
                     *       {
                     *         "id": 3,
                     *         "name": "Riverside Growers",
                     *         "description": "Neighbours turning lawns into food gardens.",
                     *         "visibility": "public",
                     *         "member_count": 2,
                     *         "my_role": "creator"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["CommunitySummary"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCommunity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Riverside Growers",
                 *       "description": "Neighbours turning lawns into food gardens.",
                 *       "visibility": "public"
                 *     }
                 */
                "application/json": components["schemas"]["CommunityInput"];
            };
        };
        responses: {
            /** @description The new community. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Riverside Growers",
                     *       "description": "Neighbours turning lawns into food gardens.",
                     *       "visibility": "public",
                     *       "member_count": 1,
                     *       "my_role": "creator",
                     *       "creator_id": 42,
                     *       "members": [
                     *         {
                     *           "user_id": 42,
                     *           "is_approved": true,
                     *           "is_admin": true,
                     *           "is_creator": true,
                     *           "user": {
                     *             "username": "maya",
                     *             "email": "maya@example.org"
                     *           }
                     *         }
                     *       ],
                     *       "join_requests": [],
                     *       "layout_config": [
                     *         "goals",
                     *         "chat",
                     *         "resources",
                     *         "events",
                     *         "members",
                     *         "admin",
                     *         "component_manager"
                     *       ],
                     *       "hidden_sections": [],
                     *       "chat_unread": 0,
                     *       "chat_last_read_id": null
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["EmailNotVerified"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCommunity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The community, as the caller may see it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Community"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCommunity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Riverside Growers Collective",
                 *       "description": "Neighbours turning lawns into food gardens, since 2025.",
                 *       "visibility": "public"
                 *     }
                 */
                "application/json": components["schemas"]["CommunityInput"];
            };
        };
        responses: {
            /** @description The updated community. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Riverside Growers Collective",
                     *       "description": "Neighbours turning lawns into food gardens, since 2025.",
                     *       "visibility": "public",
                     *       "member_count": 1,
                     *       "my_role": "creator",
                     *       "creator_id": 42,
                     *       "members": [
                     *         {
                     *           "user_id": 42,
                     *           "is_approved": true,
                     *           "is_admin": true,
                     *           "is_creator": true,
                     *           "user": {
                     *             "username": "maya",
                     *             "email": "maya@example.org"
                     *           }
                     *         }
                     *       ],
                     *       "join_requests": [],
                     *       "layout_config": [
                     *         "goals",
                     *         "chat",
                     *         "resources",
                     *         "events",
                     *         "members",
                     *         "admin",
                     *         "component_manager"
                     *       ],
                     *       "hidden_sections": [],
                     *       "chat_unread": 0,
                     *       "chat_last_read_id": null
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCommunity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestToJoinCommunity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Already asked; the pending membership, unchanged. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user_id": 63,
                     *       "is_approved": false,
                     *       "is_admin": false,
                     *       "is_creator": false,
                     *       "user": {
                     *         "username": "lee",
                     *         "email": "lee@example.org"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityMember"];
                };
            };
            /** @description The pending membership. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user_id": 63,
                     *       "is_approved": false,
                     *       "is_admin": false,
                     *       "is_creator": false,
                     *       "user": {
                     *         "username": "lee",
                     *         "email": "lee@example.org"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityMember"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    streamCommunityJoinRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live stream (UTF-8), open until the request is decided or the client leaves. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example retry: 3000
                     *
                     *     event: ready
                     *     data: {}
                     *
                     *     event: decided
                     *     data: {"status":"approved"}
                     */
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCommunityJoinRequests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pending memberships, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "user_id": 63,
                     *         "is_approved": false,
                     *         "is_admin": false,
                     *         "is_creator": false,
                     *         "user": {
                     *           "username": "lee",
                     *           "email": "lee@example.org"
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["CommunityMember"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCommunityMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approved members, creator first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "user_id": 42,
                     *         "is_approved": true,
                     *         "is_admin": true,
                     *         "is_creator": true,
                     *         "user": {
                     *           "username": "maya",
                     *           "email": null
                     *         }
                     *       },
                     *       {
                     *         "user_id": 57,
                     *         "is_approved": true,
                     *         "is_admin": false,
                     *         "is_creator": false,
                     *         "user": {
                     *           "username": "sam",
                     *           "email": "sam@example.org"
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["CommunityMember"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    decideCommunityJoinRequest: {
        parameters: {
            query?: {
                /**
                 * @description `false` rejects the request; `true` (or nothing) approves it.
                 * @example false
                 */
                approve?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
                /**
                 * @description A user's id.
                 * @example 42
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Decided. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Join request approved."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    toggleCommunityAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
                /**
                 * @description A user's id.
                 * @example 42
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member with the new `is_admin`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user_id": 57,
                     *       "is_approved": true,
                     *       "is_admin": true,
                     *       "is_creator": false,
                     *       "user": {
                     *         "username": "sam",
                     *         "email": "sam@example.org"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityMember"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeCommunityMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
                /**
                 * @description A user's id.
                 * @example 42
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCommunityBans: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bans, the latest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "user_id": 63,
                     *         "user": {
                     *           "username": "lee",
                     *           "email": null
                     *         },
                     *         "reason": "Spam in the chat.",
                     *         "banned_at": "2026-01-04T09:00:00Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["CommunityBan"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    banCommunityMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
                /**
                 * @description A user's id.
                 * @example 42
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Spam in the chat."
                 *     }
                 */
                "application/json": components["schemas"]["CommunityBanInput"];
            };
        };
        responses: {
            /** @description The ban. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user_id": 63,
                     *       "user": {
                     *         "username": "lee",
                     *         "email": null
                     *       },
                     *       "reason": "Spam in the chat.",
                     *       "banned_at": "2026-01-04T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityBan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unbanCommunityMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
                /**
                 * @description A user's id.
                 * @example 42
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lifted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCommunityLayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "layout_config": [
                 *         "chat",
                 *         "goals",
                 *         "events",
                 *         "resources",
                 *         "members",
                 *         "admin",
                 *         "component_manager"
                 *       ],
                 *       "hidden_sections": [
                 *         "resources"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CommunityLayoutInput"];
            };
        };
        responses: {
            /** @description The community with its new layout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Riverside Growers",
                     *       "description": "Neighbours turning lawns into food gardens.",
                     *       "visibility": "public",
                     *       "member_count": 1,
                     *       "my_role": "creator",
                     *       "creator_id": 42,
                     *       "members": [
                     *         {
                     *           "user_id": 42,
                     *           "is_approved": true,
                     *           "is_admin": true,
                     *           "is_creator": true,
                     *           "user": {
                     *             "username": "maya",
                     *             "email": "maya@example.org"
                     *           }
                     *         }
                     *       ],
                     *       "join_requests": [],
                     *       "layout_config": [
                     *         "chat",
                     *         "goals",
                     *         "events",
                     *         "resources",
                     *         "members",
                     *         "admin",
                     *         "component_manager"
                     *       ],
                     *       "hidden_sections": [
                     *         "resources"
                     *       ],
                     *       "chat_unread": 0,
                     *       "chat_last_read_id": null
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCommunityGoals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The goals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 12,
                     *         "title": "Plant the corner lot",
                     *         "description": "Turn the empty corner lot into a pollinator garden by May.",
                     *         "creator_id": 57,
                     *         "is_admin": true,
                     *         "tasks": [
                     *           {
                     *             "id": 41,
                     *             "content": "Sow wildflower seeds",
                     *             "completed": false,
                     *             "assigned_to": null,
                     *             "completed_by": null,
                     *             "creator_id": 57,
                     *             "is_admin": true
                     *           }
                     *         ]
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["CommunityGoal"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCommunityGoal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Plant the corner lot",
                 *       "description": "Turn the empty corner lot into a pollinator garden by May."
                 *     }
                 */
                "application/json": components["schemas"]["CommunityGoalInput"];
            };
        };
        responses: {
            /** @description The new goal (no tasks yet). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 12,
                     *       "title": "Plant the corner lot",
                     *       "description": "Turn the empty corner lot into a pollinator garden by May.",
                     *       "creator_id": 57,
                     *       "is_admin": false,
                     *       "tasks": []
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityGoal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCommunityGoal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A community goal's id (community goals are called projects in the paths).
                 * @example 12
                 */
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Plant the corner lot",
                 *       "description": "Turn the empty corner lot into a pollinator garden by June."
                 *     }
                 */
                "application/json": components["schemas"]["CommunityGoalInput"];
            };
        };
        responses: {
            /** @description The updated goal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 12,
                     *       "title": "Plant the corner lot",
                     *       "description": "Turn the empty corner lot into a pollinator garden by June.",
                     *       "creator_id": 57,
                     *       "is_admin": false,
                     *       "tasks": []
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityGoal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCommunityGoal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A community goal's id (community goals are called projects in the paths).
                 * @example 12
                 */
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCommunityGoalTasks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A community goal's id (community goals are called projects in the paths).
                 * @example 12
                 */
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tasks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 40,
                     *         "content": "Get compost delivered",
                     *         "completed": true,
                     *         "assigned_to": {
                     *           "id": 57,
                     *           "username": "sam"
                     *         },
                     *         "completed_by": {
                     *           "id": 57,
                     *           "username": "sam"
                     *         },
                     *         "creator_id": 42,
                     *         "is_admin": true
                     *       },
                     *       {
                     *         "id": 41,
                     *         "content": "Sow wildflower seeds",
                     *         "completed": false,
                     *         "assigned_to": null,
                     *         "completed_by": null,
                     *         "creator_id": 57,
                     *         "is_admin": true
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["CommunityTask"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCommunityGoalTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A community goal's id (community goals are called projects in the paths).
                 * @example 12
                 */
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "Sow wildflower seeds"
                 *     }
                 */
                "application/json": components["schemas"]["CommunityTaskCreate"];
            };
        };
        responses: {
            /** @description The new task. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 41,
                     *       "content": "Sow wildflower seeds",
                     *       "completed": false,
                     *       "assigned_to": null,
                     *       "completed_by": null,
                     *       "creator_id": 57,
                     *       "is_admin": false
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityTask"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCommunityTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A task's id.
                 * @example 41
                 */
                taskId: components["parameters"]["TaskId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommunityTaskUpdate"];
            };
        };
        responses: {
            /** @description The updated task. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 41,
                     *       "content": "Sow wildflower seeds",
                     *       "completed": true,
                     *       "assigned_to": {
                     *         "id": 57,
                     *         "username": "sam"
                     *       },
                     *       "completed_by": {
                     *         "id": 57,
                     *         "username": "sam"
                     *       },
                     *       "creator_id": 57,
                     *       "is_admin": false
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityTask"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCommunityTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A task's id.
                 * @example 41
                 */
                taskId: components["parameters"]["TaskId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCommunityChatMessages: {
        parameters: {
            query?: {
                /**
                 * @description A message id; only messages older than it are listed.
                 * @example 701
                 */
                before?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 700,
                     *         "user_id": 42,
                     *         "username": "maya",
                     *         "content": "Compost arrives **Saturday at 9**!",
                     *         "timestamp": "2026-01-04T09:00:00Z",
                     *         "edited_at": "2026-01-04T09:01:00Z"
                     *       },
                     *       {
                     *         "id": 701,
                     *         "user_id": 57,
                     *         "username": "sam",
                     *         "content": "I'll bring two wheelbarrows.",
                     *         "timestamp": "2026-01-04T09:02:00Z",
                     *         "edited_at": null
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ChatMessage"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendCommunityChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "I'll bring two wheelbarrows."
                 *     }
                 */
                "application/json": components["schemas"]["ChatMessageCreate"];
            };
        };
        responses: {
            /** @description The new message. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 701,
                     *       "user_id": 57,
                     *       "username": "sam",
                     *       "content": "I'll bring two wheelbarrows.",
                     *       "timestamp": "2026-01-04T09:02:00Z",
                     *       "edited_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["ChatMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    streamCommunityChat: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `id` of the last event received, to resume after it.
                 * @example 1204
                 */
                "Last-Event-ID"?: string;
            };
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live stream (UTF-8), open until the client leaves or membership ends. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example retry: 3000
                     *
                     *     id: 1203
                     *     event: ready
                     *     data: {}
                     *
                     *     id: 1204
                     *     event: message
                     *     data: {"id":702,"user_id":57,"username":"sam","content":"On my way!","timestamp":"2026-01-04T09:05:00.000Z","edited_at":null}
                     *
                     *     : heartbeat
                     *
                     *     id: 1205
                     *     event: edited
                     *     data: {"id":702,"user_id":57,"username":"sam","content":"On my way, **with barrows**!","timestamp":"2026-01-04T09:05:00.000Z","edited_at":"2026-01-04T09:06:00.000Z"}
                     *
                     *     id: 1206
                     *     event: deleted
                     *     data: {"id":702}
                     */
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markCommunityChatRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "message_id": 701
                 *     }
                 */
                "application/json": components["schemas"]["ChatReadInput"];
            };
        };
        responses: {
            /** @description The caller's read mark. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "last_read_id": 701,
                     *       "unread": 0
                     *     }
                     */
                    "application/json": components["schemas"]["ChatReadState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCommunityChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
                /**
                 * @description A message's id.
                 * @example 311
                 */
                messageId: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCommunityChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
                /**
                 * @description A message's id.
                 * @example 311
                 */
                messageId: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "I'll bring **three** wheelbarrows."
                 *     }
                 */
                "application/json": components["schemas"]["ChatMessageUpdate"];
            };
        };
        responses: {
            /** @description The message as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 701,
                     *       "user_id": 57,
                     *       "username": "sam",
                     *       "content": "I'll bring **three** wheelbarrows.",
                     *       "timestamp": "2026-01-04T09:02:00Z",
                     *       "edited_at": "2026-01-04T09:10:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ChatMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCommunityResources: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 80,
                     *         "title": "Companion planting chart",
                     *         "url": "gardening.example.org/companions",
                     *         "href": "https://gardening.example.org/companions",
                     *         "description": "Which vegetables like each other.",
                     *         "user_id": 57,
                     *         "is_creator": false
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["CommunityResource"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCommunityResource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Companion planting chart",
                 *       "url": "gardening.example.org/companions",
                 *       "description": "Which vegetables like each other."
                 *     }
                 */
                "application/json": components["schemas"]["CommunityResourceInput"];
            };
        };
        responses: {
            /** @description The new resource. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 80,
                     *       "title": "Companion planting chart",
                     *       "url": "gardening.example.org/companions",
                     *       "href": "https://gardening.example.org/companions",
                     *       "description": "Which vegetables like each other.",
                     *       "user_id": 57,
                     *       "is_creator": true
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityResource"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCommunityResource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
                /**
                 * @description A community resource's id.
                 * @example 80
                 */
                resourceId: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Companion planting chart (printable)",
                 *       "url": "https://gardening.example.org/companions.pdf",
                 *       "description": "Which vegetables like each other."
                 *     }
                 */
                "application/json": components["schemas"]["CommunityResourceInput"];
            };
        };
        responses: {
            /** @description The updated resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 80,
                     *       "title": "Companion planting chart (printable)",
                     *       "url": "https://gardening.example.org/companions.pdf",
                     *       "href": "https://gardening.example.org/companions.pdf",
                     *       "description": "Which vegetables like each other.",
                     *       "user_id": 57,
                     *       "is_creator": true
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityResource"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCommunityResource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
                /**
                 * @description A community resource's id.
                 * @example 80
                 */
                resourceId: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCommunityEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 90,
                     *         "title": "Spring garden blitz",
                     *         "description": "Bring gloves; lunch provided.",
                     *         "date": "2026-04-18",
                     *         "user_id": 42,
                     *         "community_id": 3
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["CommunityEvent"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCommunityEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Spring garden blitz",
                 *       "description": "Bring gloves; lunch provided.",
                 *       "date": "2026-04-18",
                 *       "community_id": 3
                 *     }
                 */
                "application/json": components["schemas"]["CommunityEventInput"];
            };
        };
        responses: {
            /** @description The new event. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 90,
                     *       "title": "Spring garden blitz",
                     *       "description": "Bring gloves; lunch provided.",
                     *       "date": "2026-04-18",
                     *       "user_id": 42,
                     *       "community_id": 3
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityEvent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCommunityEvent: {
        parameters: {
            query?: {
                /**
                 * @description The occurrence of the event (its first day, `yyyy-MM-dd`); left out, the next one from
                 *     today (the last one when all are past).
                 * @example 2026-04-18
                 */
                date?: components["parameters"]["EventOccurrence"];
            };
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
                /**
                 * @description A community event's id.
                 * @example 90
                 */
                eventId: components["parameters"]["EventId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event with the answers to the occurrence. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 90,
                     *       "title": "Spring garden blitz",
                     *       "description": "Bring gloves; lunch provided.",
                     *       "date": "2026-04-18",
                     *       "user_id": 42,
                     *       "community_id": 3,
                     *       "capacity": 12,
                     *       "cancelled_dates": []
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityEvent"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCommunityEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
                /**
                 * @description A community event's id.
                 * @example 90
                 */
                eventId: components["parameters"]["EventId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Spring garden blitz",
                 *       "description": "Bring gloves and a friend; lunch provided.",
                 *       "date": "2026-04-25"
                 *     }
                 */
                "application/json": components["schemas"]["CommunityEventInput"];
            };
        };
        responses: {
            /** @description The updated event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 90,
                     *       "title": "Spring garden blitz",
                     *       "description": "Bring gloves and a friend; lunch provided.",
                     *       "date": "2026-04-25",
                     *       "user_id": 42,
                     *       "community_id": 3
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityEvent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCommunityEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
                /**
                 * @description A community event's id.
                 * @example 90
                 */
                eventId: components["parameters"]["EventId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    answerCommunityEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
                /**
                 * @description A community event's id.
                 * @example 90
                 */
                eventId: components["parameters"]["EventId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "going"
                 *     }
                 */
                "application/json": components["schemas"]["CommunityEventRsvpInput"];
            };
        };
        responses: {
            /** @description The event with its answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 90,
                     *       "title": "Spring garden blitz",
                     *       "description": "Bring gloves; lunch provided.",
                     *       "date": "2026-04-18",
                     *       "user_id": 42,
                     *       "community_id": 3,
                     *       "capacity": null,
                     *       "cancelled_dates": [],
                     *       "rsvps": {
                     *         "date": "2026-04-18",
                     *         "going": 1,
                     *         "waiting": 0,
                     *         "maybe": 0,
                     *         "not_going": 0,
                     *         "mine": "going",
                     *         "my_place": null,
                     *         "people": [
                     *           {
                     *             "user": {
                     *               "id": 57,
                     *               "username": "sam"
                     *             },
                     *             "status": "going",
                     *             "place": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityEvent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCommunityInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active link's token, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "token": "q5ZP1nKk1pYjN3L0e0bXh6RjTfV7mJd2cG9sWw8aUoE"
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityInvite"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCommunityInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new link's token. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "token": "q5ZP1nKk1pYjN3L0e0bXh6RjTfV7mJd2cG9sWw8aUoE"
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityInvite"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeCommunityInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    acceptCommunityInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "q5ZP1nKk1pYjN3L0e0bXh6RjTfV7mJd2cG9sWw8aUoE"
                 *     }
                 */
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The caller's membership (approved). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user_id": 63,
                     *       "is_approved": true,
                     *       "is_admin": false,
                     *       "is_creator": false,
                     *       "user": {
                     *         "username": "lee",
                     *         "email": "lee@example.org"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityMember"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCommunityCalendarLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "https://wegrow.example/api/communities/3/events.ics?token=57.q5ZP1nKk1pYjN3L0e0bXh6RjTfV7mJd2cG9sWw8aUoE",
                     *       "webcal_url": "webcal://wegrow.example/api/communities/3/events.ics?token=57.q5ZP1nKk1pYjN3L0e0bXh6RjTfV7mJd2cG9sWw8aUoE"
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityCalendarLink"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetCommunityCalendarLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "https://wegrow.example/api/communities/3/events.ics?token=57.Z3b8VvQm0cW1sTn2bq3JfYt7K8cQk1rJm0dV6pP9Xo4",
                     *       "webcal_url": "webcal://wegrow.example/api/communities/3/events.ics?token=57.Z3b8VvQm0cW1sTn2bq3JfYt7K8cQk1rJm0dV6pP9Xo4"
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityCalendarLink"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelCommunityEventOccurrence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
                /**
                 * @description A community event's id.
                 * @example 90
                 */
                eventId: components["parameters"]["EventId"];
                /** @description The occurrence's first day. */
                date: components["schemas"]["CommunityEventDate"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event, the occurrence cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 91,
                     *       "title": "Evening dig",
                     *       "description": "",
                     *       "date": "2026-05-06",
                     *       "repeat": "weekly",
                     *       "user_id": 42,
                     *       "community_id": 3,
                     *       "cancelled_dates": [
                     *         "2026-05-13"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CommunityEvent"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCommunityEventCalendar: {
        parameters: {
            query?: {
                /**
                 * @description The occurrence of the event (its first day, `yyyy-MM-dd`); left out, the next one from
                 *     today (the last one when all are past).
                 * @example 2026-04-18
                 */
                date?: components["parameters"]["EventOccurrence"];
            };
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
                /**
                 * @description A community event's id.
                 * @example 90
                 */
                eventId: components["parameters"]["EventId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event (UTF-8, CRLF line endings). */
            200: {
                headers: {
                    /** @description `attachment; filename="event-90-2026-04-18.ics"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example BEGIN:VCALENDAR
                     *     VERSION:2.0
                     *     PRODID:-//WeGrow//Communities//EN
                     *     CALSCALE:GREGORIAN
                     *     METHOD:PUBLISH
                     *     BEGIN:VEVENT
                     *     UID:community-event-90-20260418@wegrow.example
                     *     DTSTAMP:20260104T090000Z
                     *     DTSTART;VALUE=DATE:20260418
                     *     DTEND;VALUE=DATE:20260419
                     *     SUMMARY:Spring garden blitz
                     *     END:VEVENT
                     *     END:VCALENDAR
                     */
                    "text/calendar": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCommunityCalendar: {
        parameters: {
            query: {
                /**
                 * @description The member's calendar token.
                 * @example 57.q5ZP1nKk1pYjN3L0e0bXh6RjTfV7mJd2cG9sWw8aUoE
                 */
                token: string;
            };
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar (UTF-8, CRLF line endings). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example BEGIN:VCALENDAR
                     *     VERSION:2.0
                     *     PRODID:-//WeGrow//Communities//EN
                     *     CALSCALE:GREGORIAN
                     *     METHOD:PUBLISH
                     *     X-WR-CALNAME:Riverside Growers
                     *     BEGIN:VEVENT
                     *     UID:community-event-90@wegrow.example
                     *     DTSTAMP:20260104T090000Z
                     *     DTSTART;VALUE=DATE:20260418
                     *     DTEND;VALUE=DATE:20260419
                     *     SUMMARY:Spring garden blitz
                     *     DESCRIPTION:Bring gloves\; lunch provided.
                     *     END:VEVENT
                     *     END:VCALENDAR
                     */
                    "text/calendar": string;
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCollectiveDream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collective dream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "summary": "Tonight we dream of shared gardens on every street and tables where no one eats alone.",
                     *       "mantra": "Together we grow what none of us could grow alone.",
                     *       "count": 27,
                     *       "updated_at": "2026-01-04T00:00:05Z",
                     *       "source": "local"
                     *     }
                     */
                    "application/json": components["schemas"]["CollectiveDream"];
                };
            };
            304: components["responses"]["NotModified"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    runDreamMachine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new collective dream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "summary": "Two dreams tonight, and both reach for gardens.",
                     *       "mantra": "Together we grow gardens.",
                     *       "count": 2,
                     *       "updated_at": "2026-01-04T10:12:00Z",
                     *       "source": "local"
                     *     }
                     */
                    "application/json": components["schemas"]["CollectiveDream"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyDream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "exists": true,
                     *       "vision": "A neighbourhood where every child knows how to grow a tomato.",
                     *       "mantra": "I plant seeds of knowing."
                     *     }
                     */
                    "application/json": components["schemas"]["DreamEntry"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    manifestDreamMantra: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "A neighbourhood where every child knows how to grow a tomato."
                 *     }
                 */
                "application/json": components["schemas"]["ManifestRequest"];
            };
        };
        responses: {
            /** @description The mantra. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "mantra": "I plant seeds of knowing.",
                     *       "source": "local"
                     *     }
                     */
                    "application/json": components["schemas"]["ManifestResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveMyDream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "vision": "A neighbourhood where every child knows how to grow a tomato.",
                 *       "mantra": "I plant seeds of knowing."
                 *     }
                 */
                "application/json": components["schemas"]["SaveDreamRequest"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Dream saved. It joins tonight's collective dream."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["EmailNotVerified"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    clearMyDream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cleared. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your dream was cleared."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGardens: {
        parameters: {
            query?: {
                /**
                 * @description Only gardens of this type.
                 * @example Blitz
                 */
                type?: components["schemas"]["GardenType"];
                /**
                 * @description Only gardens whose location contains this text (case-insensitive).
                 * @example Riverton
                 */
                location?: string;
                /**
                 * @description How many items to list at most (1 to 100; 50 when absent).
                 * @example 50
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The id of the last item already seen (the cursor); only items listed after it (older) come
                 *     back. An empty list when there are none, or when that item no longer exists or is not one
                 *     the caller may read in this list (another member's: the same answer as for an unknown id).
                 * @example 33
                 */
                before?: components["parameters"]["PageBefore"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The gardens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 14,
                     *         "type": "Blitz",
                     *         "host_name": "Maya Green",
                     *         "host_id": 42,
                     *         "location": "Riverton",
                     *         "description": "Garden Host Application",
                     *         "notes": "Sunny backyard, about 20 m2, water tap available.",
                     *         "status": "Approved",
                     *         "created_at": "2026-01-03T15:00:00Z",
                     *         "email": null
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Garden"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createGarden: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "Blitz",
                 *       "host_name": "Maya Green",
                 *       "description": "Garden Host Application",
                 *       "notes": "Sunny backyard, about 20 m2, water tap available.",
                 *       "email": "maya@example.org"
                 *     }
                 */
                "application/json": components["schemas"]["GardenCreate"];
            };
        };
        responses: {
            /** @description The created garden. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 14,
                     *       "type": "Blitz",
                     *       "host_name": "Maya Green",
                     *       "host_id": 42,
                     *       "location": "Riverton",
                     *       "description": "Garden Host Application",
                     *       "notes": "Sunny backyard, about 20 m2, water tap available.",
                     *       "status": "Pending",
                     *       "created_at": "2026-01-03T15:00:00Z",
                     *       "email": "maya@example.org"
                     *     }
                     */
                    "application/json": components["schemas"]["Garden"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGardenProgramme: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The programme. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "town": "Riverton",
                     *       "admin": {
                     *         "id": 5,
                     *         "name": "garden_admin"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GardenProgramme"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGarden: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The garden. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 14,
                     *       "type": "Blitz",
                     *       "host_name": "Maya Green",
                     *       "host_id": 42,
                     *       "location": "Riverton",
                     *       "description": "Garden Host Application",
                     *       "notes": "Sunny backyard, about 20 m2, water tap available.",
                     *       "status": "Approved",
                     *       "created_at": "2026-01-03T15:00:00Z",
                     *       "email": null
                     *     }
                     */
                    "application/json": components["schemas"]["Garden"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateGarden: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "Ongoing",
                 *       "host_name": "Maya Green",
                 *       "notes": "Sunny backyard, about 20 m2, water tap and tools available.",
                 *       "email": "maya@example.org"
                 *     }
                 */
                "application/json": components["schemas"]["GardenUpdate"];
            };
        };
        responses: {
            /** @description The edited garden. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 14,
                     *       "type": "Ongoing",
                     *       "host_name": "Maya Green",
                     *       "host_id": 42,
                     *       "location": "Riverton",
                     *       "description": "Garden Host Application",
                     *       "notes": "Sunny backyard, about 20 m2, water tap and tools available.",
                     *       "status": "Approved",
                     *       "created_at": "2026-01-03T15:00:00Z",
                     *       "email": "maya@example.org"
                     *     }
                     */
                    "application/json": components["schemas"]["Garden"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteGarden: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    decideGarden: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "Approved"
                 *     }
                 */
                "application/json": components["schemas"]["GardenDecision"];
            };
        };
        responses: {
            /** @description The decided garden. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 14,
                     *       "type": "Blitz",
                     *       "host_name": "Maya Green",
                     *       "host_id": 42,
                     *       "location": "Riverton",
                     *       "description": "Garden Host Application",
                     *       "notes": "Sunny backyard, about 20 m2, water tap available.",
                     *       "status": "Approved",
                     *       "created_at": "2026-01-03T15:00:00Z",
                     *       "email": "maya@example.org"
                     *     }
                     */
                    "application/json": components["schemas"]["Garden"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestToVolunteer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "garden_id": 14,
                 *       "volunteer_name": "Sam Rivers",
                 *       "volunteer_email": "sam@example.org"
                 *     }
                 */
                "application/json": components["schemas"]["VolunteerRequestCreate"];
            };
        };
        responses: {
            /** @description The request (echoing the e-mail that was sent). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 120,
                     *       "garden_id": 14,
                     *       "volunteer_name": "Sam Rivers",
                     *       "volunteer_email": "sam@example.org",
                     *       "status": "Pending"
                     *     }
                     */
                    "application/json": components["schemas"]["VolunteerRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listVolunteerRequests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A garden's id.
                 * @example 14
                 */
                gardenId: components["parameters"]["GardenId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 120,
                     *         "garden_id": 14,
                     *         "volunteer_name": "Sam Rivers",
                     *         "volunteer_email": "sam@example.org",
                     *         "status": "Pending"
                     *       },
                     *       {
                     *         "id": 118,
                     *         "garden_id": 14,
                     *         "volunteer_name": "Lee",
                     *         "volunteer_email": null,
                     *         "status": "Approved"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["VolunteerRequest"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    decideVolunteerRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A volunteer request's id.
                 * @example 120
                 */
                requestId: components["parameters"]["RequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "Approved"
                 *     }
                 */
                "application/json": components["schemas"]["VolunteerDecision"];
            };
        };
        responses: {
            /** @description The decided request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 120,
                     *       "garden_id": 14,
                     *       "volunteer_name": "Sam Rivers",
                     *       "volunteer_email": "sam@example.org",
                     *       "status": "Approved"
                     *     }
                     */
                    "application/json": components["schemas"]["VolunteerRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getForumAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The forum admin. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 4
                     *     }
                     */
                    "application/json": components["schemas"]["ForumAdmin"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listForumCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Gardening",
                     *         "colour": "green",
                     *         "description": "Beds, seeds and harvests.",
                     *         "talk_count": 12
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ForumCategory"][];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createForumCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Gardening",
                 *       "colour": "green",
                 *       "description": "Beds, seeds and harvests."
                 *     }
                 */
                "application/json": components["schemas"]["ForumCategoryCreate"];
            };
        };
        responses: {
            /** @description The new category. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Gardening",
                     *       "colour": "green",
                     *       "description": "Beds, seeds and harvests.",
                     *       "talk_count": 0
                     *     }
                     */
                    "application/json": components["schemas"]["ForumCategory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteForumCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; its talks are uncategorised. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateForumCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Gardens",
                 *       "colour": "blue",
                 *       "description": "Beds, seeds and harvests."
                 *     }
                 */
                "application/json": components["schemas"]["ForumCategoryCreate"];
            };
        };
        responses: {
            /** @description The category as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForumCategory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    moveForumThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "category_id": 3
                 *     }
                 */
                "application/json": components["schemas"]["ForumThreadMove"];
            };
        };
        responses: {
            /** @description The talk in its new category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForumThread"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listForumThreads: {
        parameters: {
            query?: {
                /**
                 * @description How many items to list at most (1 to 100; 50 when absent).
                 * @example 50
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The id of the last item already seen (the cursor); only items listed after it (older) come
                 *     back. An empty list when there are none, or when that item no longer exists or is not one
                 *     the caller may read in this list (another member's: the same answer as for an unknown id).
                 * @example 33
                 */
                before?: components["parameters"]["PageBefore"];
                /**
                 * @description Full-text search (any case; `"a phrase"`, `or`, `-word`); only the items that match come
                 *     back, each with `search_match`. A word finds its other forms in the text's language
                 *     (English, Spanish, German or French, detected: "tomato" finds "tomatoes") and itself
                 *     exactly; the last word finds the words it begins (`tomat`, while typing). A journal
                 *     entry's tags are searched too. A query without any word matches nothing.
                 * @example seedlings
                 */
                q?: components["parameters"]["SearchQuery"];
                /**
                 * @description `latest` (the default): the most recently active talks first (created or commented);
                 *     `top`: the most liked first.
                 * @example top
                 */
                sort?: components["schemas"]["ForumThreadSort"];
                /**
                 * @description Only the talks filed in this category (its id), or with `none` those filed in none
                 *     ("Uncategorised"). 404 "Category not found." for an id no category has.
                 * @example 3
                 */
                category?: string;
                /**
                 * @description Which page of `limit` talks (1, the default, is the first): page `n` skips the first
                 *     `(n - 1) × limit` talks of the order. Not together with `before` (422).
                 * @example 2
                 */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The threads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 33,
                     *         "title": "A tool library?",
                     *         "text": "Should we start a tool library next to the seed library?",
                     *         "user_id": 57,
                     *         "author": {
                     *           "id": 57,
                     *           "username": "sam"
                     *         },
                     *         "created_at": "2026-01-04T11:00:00Z",
                     *         "edited_at": null,
                     *         "comment_count": 2,
                     *         "like_count": 3,
                     *         "liked_by_me": false,
                     *         "reported_by_me": false,
                     *         "category": {
                     *           "id": 3,
                     *           "name": "Gardening",
                     *           "colour": "green"
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ForumThread"][];
                };
            };
            304: components["responses"]["NotModified"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createForumThread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "A tool library?",
                 *       "text": "Should we start a tool library next to the seed library?"
                 *     }
                 */
                "application/json": components["schemas"]["ForumThreadCreate"];
            };
        };
        responses: {
            /** @description The new thread. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 33,
                     *       "title": "A tool library?",
                     *       "text": "Should we start a tool library next to the seed library?",
                     *       "user_id": 57,
                     *       "author": {
                     *         "id": 57,
                     *         "username": "sam"
                     *       },
                     *       "created_at": "2026-01-04T11:00:00Z",
                     *       "edited_at": null,
                     *       "comment_count": 0,
                     *       "like_count": 0,
                     *       "liked_by_me": false,
                     *       "reported_by_me": false,
                     *       "category": {
                     *         "id": 3,
                     *         "name": "Gardening",
                     *         "colour": "green"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ForumThread"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["EmailNotVerified"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getForumThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thread. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 33,
                     *       "title": "A tool library?",
                     *       "text": "Should we start a tool library next to the seed library?",
                     *       "user_id": 57,
                     *       "author": {
                     *         "id": 57,
                     *         "username": "sam"
                     *       },
                     *       "created_at": "2026-01-04T11:00:00Z",
                     *       "edited_at": null,
                     *       "comment_count": 2,
                     *       "like_count": 3,
                     *       "liked_by_me": true,
                     *       "reported_by_me": false,
                     *       "category": {
                     *         "id": 3,
                     *         "name": "Gardening",
                     *         "colour": "green"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ForumThread"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteForumThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateForumThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "A tool library in March?",
                 *       "text": "Should we start a tool library next to the seed library, in March?"
                 *     }
                 */
                "application/json": components["schemas"]["ForumThreadUpdate"];
            };
        };
        responses: {
            /** @description The thread as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForumThread"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    likeForumThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The talk's likes now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "like_count": 3,
                     *       "liked_by_me": true
                     *     }
                     */
                    "application/json": components["schemas"]["ForumLikes"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["EmailNotVerified"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unlikeForumThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The talk's likes now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "like_count": 2,
                     *       "liked_by_me": false
                     *     }
                     */
                    "application/json": components["schemas"]["ForumLikes"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listForumComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 95,
                     *         "thread_id": 33,
                     *         "text": "Yes! I can donate a ladder and two rakes.",
                     *         "user_id": 42,
                     *         "author": {
                     *           "id": 42,
                     *           "username": "maya"
                     *         },
                     *         "created_at": "2026-01-04T11:20:00Z",
                     *         "edited_at": null,
                     *         "like_count": 1,
                     *         "liked_by_me": false,
                     *         "reported_by_me": false
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ForumComment"][];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createForumComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "thread_id": 33,
                 *       "text": "Yes! I can donate a ladder and two rakes."
                 *     }
                 */
                "application/json": components["schemas"]["ForumCommentCreate"];
            };
        };
        responses: {
            /** @description The new comment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 95,
                     *       "thread_id": 33,
                     *       "text": "Yes! I can donate a ladder and two rakes.",
                     *       "user_id": 42,
                     *       "author": {
                     *         "id": 42,
                     *         "username": "maya"
                     *       },
                     *       "created_at": "2026-01-04T11:20:00Z",
                     *       "edited_at": null,
                     *       "like_count": 0,
                     *       "liked_by_me": false,
                     *       "reported_by_me": false
                     *     }
                     */
                    "application/json": components["schemas"]["ForumComment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["EmailNotVerified"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteForumComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateForumComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "Yes! I can donate a ladder and three rakes."
                 *     }
                 */
                "application/json": components["schemas"]["ForumCommentUpdate"];
            };
        };
        responses: {
            /** @description The comment as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForumComment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    likeForumComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comment's likes now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "like_count": 3,
                     *       "liked_by_me": true
                     *     }
                     */
                    "application/json": components["schemas"]["ForumLikes"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["EmailNotVerified"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unlikeForumComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comment's likes now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "like_count": 2,
                     *       "liked_by_me": false
                     *     }
                     */
                    "application/json": components["schemas"]["ForumLikes"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "forum_talk",
                 *       "id": 33,
                 *       "reason": "spam"
                 *     }
                 */
                "application/json": components["schemas"]["ReportCreate"];
            };
        };
        responses: {
            /** @description The report, open. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCommunityReports: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listForumReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resolveReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "outcome": "dismiss"
                 *     }
                 */
                "application/json": components["schemas"]["ReportResolve"];
            };
        };
        responses: {
            /** @description The resolved report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFarmGameState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": "{\"water\":12,\"seeds\":3,\"food\":1,\"bonusWater\":0,\"gridSize\":2,\"grid\":[[{\"type\":\"dirt\",\"growth\":0,\"upgrade\":null,\"hasWater\":false}]],\"expansionCost\":5,\"elapsedTime\":93,\"lastSavedTime\":1767225600000}",
                     *       "updated_at": "2026-01-01T00:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["FarmGameSave"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveFarmGameState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "data": "{\"water\":12,\"seeds\":3,\"food\":1,\"bonusWater\":0,\"gridSize\":2,\"grid\":[[{\"type\":\"dirt\",\"growth\":0,\"upgrade\":null,\"hasWater\":false}]],\"expansionCost\":5,\"elapsedTime\":93,\"lastSavedTime\":1767225600000}"
                 *     }
                 */
                "application/json": components["schemas"]["FarmGameState"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Game saved."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    talkToLyra: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A visitor's own random id, made once by the browser and kept there (e.g. 16 random bytes in
                 *     base64url, or a UUID), so an anonymous visitor's chat log is theirs alone. Ignored when a
                 *     bearer token is sent.
                 * @example 3q2-7wEjRGa0Vt9nK1xZ8A
                 */
                "X-Lyra-Visitor"?: components["parameters"]["LyraVisitor"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "message": "What do you dream about, Lyra?",
                 *       "userConsent": true
                 *     }
                 */
                "application/json": components["schemas"]["LyraChatRequest"];
            };
        };
        responses: {
            /** @description Lyra's reply. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user_id": "42",
                     *       "message": "What do you dream about, Lyra?",
                     *       "reply": "I dream of rivers that remember every seed they carried.",
                     *       "timestamp": "2026-01-04T10:03:00Z",
                     *       "source": "local"
                     *     }
                     */
                    "application/json": components["schemas"]["LyraChatEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLyraChatLog: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A visitor's own random id, made once by the browser and kept there (e.g. 16 random bytes in
                 *     base64url, or a UUID), so an anonymous visitor's chat log is theirs alone. Ignored when a
                 *     bearer token is sent.
                 * @example 3q2-7wEjRGa0Vt9nK1xZ8A
                 */
                "X-Lyra-Visitor"?: components["parameters"]["LyraVisitor"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chat entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "user_id": "anonymous",
                     *         "message": "What do you dream about, Lyra?",
                     *         "reply": "I dream of rivers that remember every seed they carried.",
                     *         "timestamp": "2026-01-04T10:03:00Z",
                     *         "source": "local"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["LyraChatEntry"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLyraFacts: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A visitor's own random id, made once by the browser and kept there (e.g. 16 random bytes in
                 *     base64url, or a UUID), so an anonymous visitor's chat log is theirs alone. Ignored when a
                 *     bearer token is sent.
                 * @example 3q2-7wEjRGa0Vt9nK1xZ8A
                 */
                "X-Lyra-Visitor"?: components["parameters"]["LyraVisitor"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The facts, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 7,
                     *         "kind": "name",
                     *         "text": "Priya",
                     *         "created_at": "2026-01-04T10:03:00Z"
                     *       },
                     *       {
                     *         "id": 8,
                     *         "kind": "grows",
                     *         "text": "tomatoes on your balcony",
                     *         "created_at": "2026-01-04T10:03:00Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["LyraFact"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    forgetLyraFact: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A visitor's own random id, made once by the browser and kept there (e.g. 16 random bytes in
                 *     base64url, or a UUID), so an anonymous visitor's chat log is theirs alone. Ignored when a
                 *     bearer token is sent.
                 * @example 3q2-7wEjRGa0Vt9nK1xZ8A
                 */
                "X-Lyra-Visitor"?: components["parameters"]["LyraVisitor"];
            };
            path: {
                /**
                 * @description The id of the resource named by the path.
                 * @example 3
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Forgotten. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLyraSoul: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The soul. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tone": "gentle, curious",
                     *       "style": "poetic and plain-spoken",
                     *       "beliefs": [
                     *         "Every being carries a seed of the Original Song.",
                     *         "Cooperation is older than competition."
                     *       ],
                     *       "memory": [
                     *         "The first gardener who asked me about rivers."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LyraSoul"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLyraDreams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dreams. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       "I walked a meadow where every flower was a remembered promise.",
                     *       "A library of seeds sang the names of those who planted them."
                     *     ]
                     */
                    "application/json": string[];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listParliamentBills: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bills. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "objects": [
                     *         {
                     *           "short_title": "Community Gardens Support Act",
                     *           "title": "An Act to support community gardens on public land",
                     *           "number": "C-231",
                     *           "sponsor": {
                     *             "name": "Jane Doe"
                     *           },
                     *           "status": "Second reading (House)",
                     *           "session": "45-1",
                     *           "introduced": "2025-10-02",
                     *           "url": "https://www.parl.ca/legisinfo/en/bill/45-1/C-231"
                     *         }
                     *       ],
                     *       "fetched_at": "2026-01-04T10:00:00Z",
                     *       "stale": false
                     *     }
                     */
                    "application/json": components["schemas"]["BillList"];
                };
            };
            304: components["responses"]["NotModified"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    interpretPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "The bill gives tenants a right to a rent-controlled lease renewal and funds 2,000 new co-op homes."
                 *     }
                 */
                "application/json": components["schemas"]["PolicyText"];
            };
        };
        responses: {
            /** @description The breakdown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "what": "It says: \"The bill gives tenants a right to a rent-controlled lease renewal and funds 2,000 new co-op homes.\"",
                     *       "impact": "It names tenants. Anyone the rules apply to is affected too.",
                     *       "pros": "What it offers, in its own words: \"The bill gives tenants a right to a rent-controlled lease renewal\".",
                     *       "cons": "The text names no cost, duty or restriction in so many words; ask who pays and who must do what.",
                     *       "controversy": "The text names no disagreement; look for who opposes it and why.",
                     *       "importance": "It mentions 2,000. It touches tenants, so it is worth reading closely.",
                     *       "source": "local"
                     *     }
                     */
                    "application/json": components["schemas"]["PolicyBreakdown"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "database": "embedded-postgres",
                     *       "ai": {
                     *         "engine": "local"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
