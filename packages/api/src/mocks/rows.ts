/**
 * The mock store's rows: the contract's entities (aliases of the generated types) plus what the
 * server keeps beside them (owners, links, e-mails), never redeclaring a contract field.
 */
import type { SearchLanguageChoice } from '@wegrow/contract/search';
import type {
  BillList,
  BlogComment,
  BlogPost,
  Category,
  ChatMessage,
  CollectiveDream,
  CommunityDetails,
  CommunityEvent,
  CommunityGoal,
  CommunityResource,
  CommunityTask,
  FoodItem,
  ForumCategory,
  ForumComment,
  ForumThread,
  Garden,
  GroceryItem,
  InboxMessage,
  JournalEntry,
  LyraChatEntry,
  LyraFact,
  LyraSoul,
  NotificationChannels,
  Project,
  ProjectTask,
  Recipe,
  Report,
  UserProfile,
  VolunteerRequest,
  WeekPlanEntry,
} from '../types';

/** Rows that belong to one user. */
type Owned<Entity> = Entity & { user_id: number };

/** A seed user, with the password the mock login checks (listed in fixtures/users.ts). */
export interface MockUser extends Pick<UserProfile, 'id' | 'email' | 'username' | 'bio'> {
  password: string;
}

export interface UserRow extends MockUser {
  /** The uploaded profile picture; `version` changes its address on every upload. */
  avatar: { bytes: Uint8Array; mediaType: string; version: number } | null;
  /**
   * The server's token version: access tokens carry the one they were issued under (`ver`) and are
   * refused once a password reset has moved it on.
   */
  token_version: number;
  /**
   * Whether the owner opened a verification link (the seed users have; a new sign-up has not):
   * unverified, the account holds no role and cannot post where others read (403).
   */
  email_verified: boolean;
}

/** A verification link sent to an account (sign-up or resend); `sent_at` counts the resends. */
export interface EmailVerificationRow {
  token: string;
  user_id: number;
  used: boolean;
  /** Sent by `resendVerificationEmail` (not at sign-up): counted by its hourly limit. */
  resent: boolean;
  sent_at: number;
}

export type InboxRow = Owned<InboxMessage>;
/** `crisis` is read from the text, as the server does (`@wegrow/contract/journal`). */
export type JournalRow = Owned<Omit<JournalEntry, 'crisis'>>;
export type CategoryRow = Owned<Category>;
export type FoodItemRow = Owned<FoodItem>;
/**
 * `category` holds the recipe category's name, as the contract's Recipe does; the parsed
 * ingredients are read from the lines when answered; `servings` left out is a recipe saved before
 * servings existed.
 */
export type RecipeRow = Owned<Omit<Recipe, 'parsedIngredients' | 'servings'>> & {
  servings?: number | null;
};
/**
 * A grocery item as kept: `aisle` is its own, when set (null or left out: worked out from the
 * inventory when it is read).
 */
export type GroceryRow = Owned<Omit<GroceryItem, 'aisle'>> & {
  created_at: string;
  aisle?: string | null;
};
/**
 * A recipe planned on a day; its name and servings are read from the recipe (a deleted recipe
 * leaves the plan); `servings` null (or left out) is the recipe's.
 */
export type WeekPlanRow = Owned<
  Omit<WeekPlanEntry, 'recipeName' | 'recipeServings' | 'servings' | 'slot'>
> & { slot?: WeekPlanEntry['slot']; servings?: number | null };
export type ProjectRow = Owned<Omit<Project, 'tasks'>>;
export type ProjectTaskRow = ProjectTask & { project_id: number };
/** A post's cover as the server keeps it (blog_covers): the image at a random key. */
export interface BlogCoverRow {
  key: string;
  bytes: Uint8Array;
  mediaType: string;
  width: number;
  height: number;
}
/**
 * `updated_at`: the last edit (the feed's `updated`; not in the contract's BlogPost); `cover_alt`
 * and `cover` (the image) make the answer's `cover`.
 */
export type BlogPostRow = Omit<BlogPost, 'cover'> & {
  updated_at: string;
  cover_alt: string | null;
  cover: BlogCoverRow | null;
};
/** The author is `user_id`; the answer's `author` is read from the users. */
export type BlogCommentRow = Owned<Omit<BlogComment, 'author'>>;

export type CommunityRow = Pick<
  CommunityDetails,
  'id' | 'name' | 'description' | 'visibility' | 'creator_id' | 'layout_config' | 'hidden_sections'
> & {
  /** The active invite link's token (none: no link, or revoked). */
  invite_token?: string;
  /** Who its admins banned (issue 44), the latest last. */
  bans?: { user_id: number; reason: string | null; banned_at: string }[];
};
/**
 * A membership: approved, or a pending join request (`is_approved` false). `calendar_version`
 * goes up when the member asks for a new calendar address (the old one stops working).
 */
export interface MembershipRow {
  community_id: number;
  user_id: number;
  is_approved: boolean;
  is_admin: boolean;
  requested_at: string;
  calendar_version: number;
  /** The last chat message the member read (issue 44); none until they first read the chat. */
  chat_read_id?: number;
}
/** `is_admin` is computed for the caller, `tasks` read from the tasks. */
export type GoalRow = Omit<CommunityGoal, 'is_admin' | 'tasks'> & { community_id: number };
/** The user references are kept by id; `is_admin` is computed for the caller. */
export type CommunityTaskRow = Pick<
  CommunityTask,
  'id' | 'content' | 'completed' | 'creator_id'
> & {
  goal_id: number;
  assigned_to: number | null;
  completed_by: number | null;
};
/** `username` is looked up at read time. */
/** `reported_by_me` is computed for the caller from the reports. */
export type ChatRow = Omit<ChatMessage, 'username' | 'reported_by_me'> & { community_id: number };
/** `is_creator` is computed for the caller, `href` from the url. */
export type ResourceRow = Omit<CommunityResource, 'is_creator' | 'href'> & { community_id: number };
/**
 * `rsvps` is computed for the caller from `answers` (by user id) to one occurrence (its first
 * day; a one-off event's date when left out); `waiting`: going, on the waiting list, in the order
 * of `at` (when they said going).
 */
export type EventRow = Omit<CommunityEvent, 'rsvps'> & {
  answers?: {
    user_id: number;
    status: 'going' | 'maybe' | 'not_going';
    occurrence?: string;
    waiting?: boolean;
    at?: string;
  }[];
};

export interface DreamRow {
  user_id: number;
  vision: string;
  mantra: string;
  /** The last save: the dream joins the blends of the 7 days after it. */
  updated_at: string;
}
/** The sign-up form's e-mail, always kept; a Garden shows it to its host and the programme admin only. */
export type GardenRow = Omit<Garden, 'email'> & { email: string };
/**
 * `volunteer_email` is what was sent; the API shows it only to the garden host.
 * `volunteer_user_id`: the volunteer when they asked signed in (told the host's decision).
 */
export type VolunteerRow = VolunteerRequest & { volunteer_user_id: number | null };
/** `author`, `comment_count`, the likes and the caller's report are computed at read time. */
export type ForumThreadRow = Omit<
  ForumThread,
  'author' | 'comment_count' | 'like_count' | 'liked_by_me' | 'reported_by_me' | 'category'
> & {
  /** The category it is filed in (issue 44); null: "Uncategorised". */
  category_id: number | null;
};
/** A forum category (the server's forum_categories); its talks are counted at read time. */
export type ForumCategoryRow = Omit<ForumCategory, 'talk_count'>;
/** `author`, the likes and the caller's report are looked up at read time. */
export type ForumCommentRow = Omit<
  ForumComment,
  'author' | 'like_count' | 'liked_by_me' | 'reported_by_me'
>;
/** One member's like of a talk (the server's forum_thread_likes: one per talk and member). */
export interface ForumThreadLikeRow {
  thread_id: number;
  user_id: number;
}
/** One member's like of a comment (forum_comment_likes). */
export interface ForumCommentLikeRow {
  comment_id: number;
  user_id: number;
}

/** A report (the server's content_reports): ids instead of the reporter's and resolver's names. */
export type ReportRow = Omit<Report, 'reporter' | 'resolved_by'> & {
  reporter_id: number;
  resolved_by_id: number | null;
};
export interface FarmSaveRow {
  user_id: number;
  data: string;
  updated_at: string;
}
/** `owner`: `user:<id>` for a signed-in user's exchange, `visitor:<id>` for a visitor's. */
export type LyraChatRow = LyraChatEntry & { owner: string };
/** A fact Lyra remembers, owned as the chat log is. */
export type LyraFactRow = LyraFact & { owner: string };
export interface PasswordResetRow {
  token: string;
  user_id: number;
  used: boolean;
}

/** The whole in-memory store. */
/** The first answer of a write sent with an `Idempotency-Key` (the server's idempotency_keys). */
export interface IdempotencyRow {
  user_id: number;
  key: string;
  operation_id: string;
  status: number;
  /** The answer's body as sent (empty for 204). */
  body: string;
  content_type: string | null;
  created_at: string;
}

export interface MockDb {
  users: UserRow[];
  idempotency: IdempotencyRow[];
  inbox: InboxRow[];
  journal: JournalRow[];
  categories: CategoryRow[];
  foodItems: FoodItemRow[];
  recipes: RecipeRow[];
  groceries: GroceryRow[];
  weekPlan: WeekPlanRow[];
  projects: ProjectRow[];
  projectTasks: ProjectTaskRow[];
  blogPosts: BlogPostRow[];
  blogComments: BlogCommentRow[];
  communities: CommunityRow[];
  memberships: MembershipRow[];
  goals: GoalRow[];
  communityTasks: CommunityTaskRow[];
  chat: ChatRow[];
  resources: ResourceRow[];
  events: EventRow[];
  dreams: DreamRow[];
  collectiveDream: CollectiveDream;
  gardens: GardenRow[];
  volunteerRequests: VolunteerRow[];
  forumCategories: ForumCategoryRow[];
  forumThreads: ForumThreadRow[];
  forumComments: ForumCommentRow[];
  forumThreadLikes: ForumThreadLikeRow[];
  forumCommentLikes: ForumCommentLikeRow[];
  reports: ReportRow[];
  farmSaves: FarmSaveRow[];
  lyraChatLog: LyraChatRow[];
  lyraFacts: LyraFactRow[];
  lyraSoul: LyraSoul;
  lyraDreams: string[];
  bills: BillList;
  passwordResets: PasswordResetRow[];
  /** Verification links sent (each works once, until one of the account's is used). */
  emailVerifications: EmailVerificationRow[];
  /**
   * Mails sign-up and resend sent to each address (a link or "someone tried"), for the server's
   * per-address limit (`MAILS_PER_ADDRESS_PER_HOUR`).
   */
  addressMails: { email: string; sent_at: number }[];
  /** Refresh tokens issued, by login family (rotation: each works once; a reuse ends the family). */
  refreshTokens: RefreshTokenRow[];
  /** Each login (a refresh-token family) with the user agent it logged in with (`listMySessions`). */
  logins: LoginRow[];
  /** Exports of an account's data (no job runs here: one stays pending unless a story seeds it). */
  accountExports: AccountExportRow[];
  /** Links of changes of address: to the new address (`confirm`), to the old one (`undo`). */
  emailChanges: EmailChangeRow[];
  /** When each account asked to change its address (the hourly limit counts them all). */
  emailChangeAsks: { user_id: number; at: number }[];
  /** Captcha solutions already accepted (each works once). */
  usedCaptchas: string[];
  /** Each member's notification settings, once changed (the defaults hold until then). */
  notificationSettings: NotificationSettingsRow[];
  /** Each member's journal country, once chosen (issue 45). */
  journalSettings: { user_id: number; country: string | null }[];
  /** Each member's search language, once chosen (issue 45; `auto` until then). */
  searchSettings: { user_id: number; language: SearchLanguageChoice }[];
  /** Devices that receive push, by member. */
  pushSubscriptions: { user_id: number; endpoint: string }[];
}

export interface NotificationSettingsRow {
  user_id: number;
  kinds: NotificationChannels[];
  time_zone: string;
  reminder_hours: number;
}

export interface AccountExportRow {
  user_id: number;
  state: 'pending' | 'ready' | 'failed';
  requested_at: string;
  ready_at: string | null;
  expires_at: string | null;
  /** The ZIP's bytes, once ready. */
  zip: Uint8Array | null;
}

export interface EmailChangeRow {
  token: string;
  user_id: number;
  kind: 'confirm' | 'undo';
  /** Where the link moves the account. */
  email: string;
  used: boolean;
  sent_at: number;
}

export interface LoginRow {
  /** The refresh-token family (the access tokens' `sid`). */
  family: string;
  user_id: number;
  user_agent: string | null;
  signed_in_at: string;
  last_active_at: string;
}

export interface RefreshTokenRow {
  token: string;
  user_id: number;
  /** One login and the tokens rotated from it. */
  family: string;
  used: boolean;
  revoked: boolean;
}
