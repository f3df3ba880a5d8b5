import { pageOf, PER_PARENT_MAX } from '../support/page';
import {
  BANS_LIST_MAX,
  CHAT_PAGE_SIZE,
  COMMUNITY_DETAILS as DETAILS,
  eventMoved,
  eventScheduleProblem,
  eventWhenText,
  storedSchedule,
  COMMUNITY_MESSAGES,
  COMMUNITY_NOTICES,
  memberLabel,
  communityNameKey,
  resourceHref,
  type CommunityNotice,
  addDays,
  defaultOccurrence,
  occursOn,
  type RemovedItemKind,
} from '@wegrow/contract/communities';
import { HttpResponse } from 'msw';
import type {
  ChatMessage,
  Community,
  CommunityBan,
  CommunityDetails,
  CommunityEvent,
  CommunityGoal,
  CommunityMember,
  CommunityResource,
  CommunityRole,
  CommunitySummary,
  CommunityTask,
  UserRef,
} from '../../types';
import { db, findUser, nextId, removeWhere } from '../db';
import { DEFAULT_LAYOUT } from '../fixtures/communities';
import type {
  CommunityRow,
  CommunityTaskRow,
  EventRow,
  GoalRow,
  MembershipRow,
  ResourceRow,
  UserRow,
} from '../rows';
import { badRequest, conflict, forbidden, invalid, mock, notFound } from '../support/route';

/*
 * The fakes of communities, deciding as the server does (apps/server/src/domains/communities): the
 * caller's role in the community first (visitor, pending, member, admin, creator), then the
 * item, then the rule; the same `detail`s (@wegrow/contract/communities), the same inbox notices.
 */

/** 32 random bytes, base64url without padding, like the server's invite tokens. */
function newInviteToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

// ------------------------------------------------------------------ roles

export function findCommunity(id: number): CommunityRow {
  return db.communities.find((row) => row.id === id) ?? notFound(DETAILS.communityNotFound);
}

function membershipOf(communityId: number, userId: number): MembershipRow | undefined {
  return db.memberships.find((row) => row.community_id === communityId && row.user_id === userId);
}

/** The caller's role in a community. */
function roleOf(community: CommunityRow, userId: number): CommunityRole {
  const membership = membershipOf(community.id, userId);
  if (!membership) return 'visitor';
  if (!membership.is_approved) return 'pending';
  if (community.creator_id === userId) return 'creator';
  return membership.is_admin ? 'admin' : 'member';
}

type MemberRole = CommunityDetails['my_role'];
const isMemberRole = (role: CommunityRole): role is MemberRole =>
  role === 'member' || role === 'admin' || role === 'creator';
const isAdminRole = (role: CommunityRole) => role === 'admin' || role === 'creator';

/** The sections whose operations a community's admins can close to members by hiding them. */
type DataSection = 'goals' | 'chat' | 'resources' | 'events' | 'members';

/**
 * An approved member (403 `membersOnly` otherwise); in `section`, when given, one the admins have
 * not hidden, unless they are an admin themself (403 `sectionHidden`), as the server answers.
 */
export function requireMember(
  community: CommunityRow,
  user: UserRow,
  section?: DataSection,
): MemberRole {
  const role = roleOf(community, user.id);
  if (!isMemberRole(role)) return forbidden(DETAILS.membersOnly);
  if (section && !isAdminRole(role) && community.hidden_sections.includes(section))
    return forbidden(DETAILS.sectionHidden);
  return role;
}

function requireAdmin(community: CommunityRow, user: UserRow): void {
  if (!isAdminRole(roleOf(community, user.id))) forbidden(DETAILS.adminsOnly);
}

/** Approved members who added the item, and admins. */
function requireAuthorOrAdmin(community: CommunityRow, user: UserRow, authorId: number): void {
  if (authorId !== user.id && !isAdminRole(roleOf(community, user.id)))
    forbidden(DETAILS.authorOrAdminOnly);
}

/** 403 `banned` for someone the community's admins banned (issue 44). */
function refuseBanned(community: CommunityRow, user: UserRow): void {
  if (community.bans?.some((row) => row.user_id === user.id)) forbidden(DETAILS.banned);
}

/** A ban as admins see it (the username only). */
function banView(ban: NonNullable<CommunityRow['bans']>[number]): CommunityBan {
  return {
    user_id: ban.user_id,
    user: { username: findUser(ban.user_id)?.username ?? null, email: null },
    reason: ban.reason,
    banned_at: ban.banned_at,
  };
}

// ------------------------------------------------------------------ inbox notices

/** Tells the author of what an admin removed (not someone removing their own), as the server does. */
function notifyRemoved(
  community: CommunityRow,
  user: UserRow,
  authorId: number,
  kind: RemovedItemKind,
  text: string,
): void {
  if (authorId !== user.id)
    notify(authorId, community, COMMUNITY_NOTICES.itemRemoved(community.name, kind, text));
}

/** Tells those who answered going or maybe (still members; not the one changing it), as the server. */
function notifyAttendees(
  community: CommunityRow,
  user: UserRow,
  event: EventRow,
  notice: CommunityNotice,
  occurrence?: string,
): void {
  const answers = occurrence === undefined ? (event.answers ?? []) : answersTo(event, occurrence);
  // One notice per member, whatever the occurrences they answered.
  const going = answers.filter((answer) => answer.status !== 'not_going');
  const coming = [...new Map(going.map((answer) => [answer.user_id, answer])).values()]
    .filter((answer) => answer.user_id !== user.id)
    .filter((answer) => {
      const role = roleOf(community, answer.user_id);
      return role !== 'visitor' && role !== 'pending';
    })
    .sort((a, b) => a.user_id - b.user_id);
  for (const answer of coming) notify(answer.user_id, community, notice);
}

/** Puts a notice from the community into a user's inbox (as the server's inbox service does). */
function notify(userId: number, community: CommunityRow, notice: CommunityNotice): void {
  db.inbox.push({
    id: nextId(db.inbox),
    user_id: userId,
    read: false,
    timestamp: new Date().toISOString(),
    sender: { kind: 'community', name: community.name },
    ...notice,
  });
}

// ------------------------------------------------------------------ views

function memberView(
  membership: MembershipRow,
  viewer: UserRow,
  community: CommunityRow,
): CommunityMember {
  const user = findUser(membership.user_id);
  // The address only to the member themself, as the server (admins decide by username).
  const seesEmail = viewer.id === membership.user_id;
  const isCreator = community.creator_id === membership.user_id;
  return {
    user_id: membership.user_id,
    is_approved: membership.is_approved,
    is_admin: isCreator || membership.is_admin,
    is_creator: isCreator,
    user: { username: user?.username ?? null, email: seesEmail ? (user?.email ?? null) : null },
  };
}

/** Approved members, creator first, then in the order they joined. */
function approvedMembers(community: CommunityRow): MembershipRow[] {
  return db.memberships
    .filter((row) => row.community_id === community.id && row.is_approved)
    .sort(
      (a, b) =>
        Number(b.user_id === community.creator_id) - Number(a.user_id === community.creator_id) ||
        a.requested_at.localeCompare(b.requested_at),
    );
}

/** The member list as the server bounds it: the creator and the latest PER_PARENT_MAX - 1. */
function shownMembers(community: CommunityRow): MembershipRow[] {
  const [first, ...rest] = approvedMembers(community);
  if (first === undefined) return [];
  return first.user_id === community.creator_id
    ? [first, ...rest.slice(-(PER_PARENT_MAX - 1))]
    : [first, ...rest].slice(-PER_PARENT_MAX);
}

/** The oldest PER_PARENT_MAX pending requests, as the server bounds them. */
const shownRequests = (community: CommunityRow) =>
  pendingRequests(community).slice(0, PER_PARENT_MAX);

function pendingRequests(community: CommunityRow): MembershipRow[] {
  return db.memberships
    .filter((row) => row.community_id === community.id && !row.is_approved)
    .sort((a, b) => a.requested_at.localeCompare(b.requested_at));
}

function summaryView(community: CommunityRow, viewer: UserRow): CommunitySummary {
  return {
    id: community.id,
    name: community.name,
    description: community.description,
    visibility: community.visibility,
    member_count: approvedMembers(community).length,
    my_role: roleOf(community, viewer.id),
  };
}

function detailsView(community: CommunityRow, viewer: UserRow): CommunityDetails {
  const role = roleOf(community, viewer.id);
  if (!isMemberRole(role)) throw new Error('Only members see the details of a community.');
  return {
    ...summaryView(community, viewer),
    my_role: role,
    creator_id: community.creator_id,
    // The Member List hidden from members: a member who is no admin sees only their own entry.
    members: shownMembers(community)
      .filter(
        (row) =>
          isAdminRole(role) ||
          !community.hidden_sections.includes('members') ||
          row.user_id === viewer.id,
      )
      .map((row) => memberView(row, viewer, community)),
    join_requests: isAdminRole(role)
      ? shownRequests(community).map((row) => memberView(row, viewer, community))
      : [],
    layout_config: [...community.layout_config],
    hidden_sections: [...community.hidden_sections],
    ...chatReadState(community, viewer),
  };
}

/**
 * The caller's read mark in the chat and the messages of others after it, as the server: before
 * they read any, the last message posted before they joined; 0 while the chat is hidden from them.
 */
function chatReadState(
  community: CommunityRow,
  viewer: UserRow,
): Pick<CommunityDetails, 'chat_unread' | 'chat_last_read_id'> {
  const membership = membershipOf(community.id, viewer.id);
  const role = roleOf(community, viewer.id);
  if (!membership || (!isAdminRole(role) && community.hidden_sections.includes('chat')))
    return { chat_unread: 0, chat_last_read_id: null };
  const chat = db.chat.filter((message) => message.community_id === community.id);
  const before = chat
    .filter((message) => message.timestamp < membership.requested_at)
    .map((message) => message.id);
  const mark = membership.chat_read_id ?? (before.length === 0 ? null : Math.max(...before));
  return {
    chat_unread: chat.filter((message) => message.id > (mark ?? 0) && message.user_id !== viewer.id)
      .length,
    chat_last_read_id: mark,
  };
}

function communityView(community: CommunityRow, viewer: UserRow): Community {
  const summary = summaryView(community, viewer);
  const role = summary.my_role;
  if (role === 'visitor' || role === 'pending') return { ...summary, my_role: role };
  return detailsView(community, viewer);
}

function userRef(userId: number | null): UserRef | null {
  if (userId === null) return null;
  return { id: userId, username: findUser(userId)?.username ?? null };
}

function taskView(task: CommunityTaskRow, viewer: UserRow): CommunityTask {
  const { community } = findGoal(task.goal_id);
  return {
    id: task.id,
    content: task.content,
    completed: task.completed,
    assigned_to: userRef(task.assigned_to),
    completed_by: userRef(task.completed_by),
    creator_id: task.creator_id,
    is_admin: isAdminRole(roleOf(community, viewer.id)),
  };
}

function tasksOf(goalId: number, viewer: UserRow): CommunityTask[] {
  return db.communityTasks
    .filter((task) => task.goal_id === goalId)
    .sort((a, b) => a.id - b.id)
    .slice(-PER_PARENT_MAX)
    .map((task) => taskView(task, viewer));
}

function goalView({ community_id, ...goal }: GoalRow, viewer: UserRow): CommunityGoal {
  return {
    ...goal,
    is_admin: isAdminRole(roleOf(findCommunity(community_id), viewer.id)),
    tasks: tasksOf(goal.id, viewer),
  };
}

function chatView({ community_id: _community, ...message }: (typeof db.chat)[number]): ChatMessage {
  return { ...message, username: findUser(message.user_id)?.username ?? null };
}

/** A message in the list's answer: whether the caller reported it (their own reports only). */
function listedChatView(message: (typeof db.chat)[number], viewer: UserRow): ChatMessage {
  const reported = db.reports.some(
    (row) =>
      row.kind === 'chat_message' && row.item_id === message.id && row.reporter_id === viewer.id,
  );
  return { ...chatView(message), reported_by_me: reported };
}

function resourceView(
  { community_id: _community, ...resource }: ResourceRow,
  viewer: UserRow,
): CommunityResource {
  return {
    ...resource,
    href: resourceHref(resource.url),
    is_creator: resource.user_id === viewer.id,
  };
}

type EventAnswer = NonNullable<EventRow['answers']>[number];

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The occurrence a call names (404 for a day the event does not fall on), or the next one. */
function occurrenceOf(event: EventRow, date: string | undefined): string {
  if (date === undefined) return defaultOccurrence(event, todayUtc());
  if (!occursOn(event, date)) notFound(DETAILS.eventNoSuchDay);
  return date;
}

/** The answers to one occurrence (an answer without one is the event's first). */
const answersTo = (event: EventRow, occurrence: string) =>
  (event.answers ?? []).filter((answer) => (answer.occurrence ?? event.date) === occurrence);

/** The waiting list of an occurrence, in its order (who said going first, then by user id). */
const queueOf = (answers: readonly EventAnswer[]) =>
  answers
    .filter((answer) => answer.status === 'going' && answer.waiting)
    .sort((a, b) => (a.at ?? '').localeCompare(b.at ?? '') || a.user_id - b.user_id);

/** Gives an occurrence's free places to those waiting, first come first; each is told. */
function fillPlaces(community: CommunityRow, event: EventRow, occurrence: string): void {
  const answers = answersTo(event, occurrence);
  const taken = answers.filter((answer) => answer.status === 'going' && !answer.waiting).length;
  const free = event.capacity == null ? Number.POSITIVE_INFINITY : event.capacity - taken;
  for (const answer of queueOf(answers).slice(0, Math.max(0, free))) {
    answer.waiting = false;
    notify(
      answer.user_id,
      community,
      COMMUNITY_NOTICES.eventPlaceFreed(community.name, event.title, occurrence),
    );
  }
}

/**
 * The event with the answers to one occurrence for the viewer, as the server: counts (going with
 * a place, waiting), their own and place, who (by user id).
 */
function eventView(
  { answers: _answers, ...event }: EventRow,
  viewer: UserRow,
  occurrence = defaultOccurrence(event, todayUtc()),
): CommunityEvent {
  const sorted = answersTo({ ...event, answers: _answers }, occurrence).sort(
    (a, b) => a.user_id - b.user_id,
  );
  const queue = queueOf(sorted);
  const placeOf = (answer: EventAnswer) =>
    answer.status === 'going' && answer.waiting ? queue.indexOf(answer) + 1 : null;
  const count = (status: string) =>
    sorted.filter((answer) => answer.status === status && !answer.waiting).length;
  const mine = sorted.find((answer) => answer.user_id === viewer.id);
  return {
    ...event,
    place: event.place ?? '',
    place_url: event.place_url ?? null,
    end_date: event.end_date ?? null,
    start_time: event.start_time ?? null,
    end_time: event.end_time ?? null,
    time_zone: event.time_zone ?? 'UTC',
    repeat: event.repeat ?? 'none',
    repeat_until: event.repeat_until ?? null,
    capacity: event.capacity ?? null,
    cancelled_dates: event.cancelled_dates ?? [],
    rsvps: {
      date: occurrence,
      going: count('going'),
      waiting: queue.length,
      maybe: count('maybe'),
      not_going: count('not_going'),
      mine: mine?.status ?? null,
      my_place: mine ? placeOf(mine) : null,
      people: sorted.map((answer) => ({
        user: userRef(answer.user_id) ?? { id: answer.user_id, username: null },
        status: answer.status,
        place: placeOf(answer),
      })),
    },
  };
}

// ------------------------------------------------------------------ lookups

function findGoal(id: number): { goal: GoalRow; community: CommunityRow } {
  const goal = db.goals.find((row) => row.id === id) ?? notFound(DETAILS.goalNotFound);
  return { goal, community: findCommunity(goal.community_id) };
}

function findTask(id: number): { task: CommunityTaskRow; community: CommunityRow } {
  const task = db.communityTasks.find((row) => row.id === id) ?? notFound(DETAILS.taskNotFound);
  return { task, community: findGoal(task.goal_id).community };
}

function itemIn<Row extends { id: number; community_id: number }>(
  rows: Row[],
  id: number,
  communityId: number,
  detail: string,
): Row {
  const row = rows.find(
    (candidate) => candidate.id === id && candidate.community_id === communityId,
  );
  return row ?? notFound(detail);
}

/** Everything in a community goes with it. */
function deleteCommunity(id: number): void {
  const goalIds = db.goals.filter((goal) => goal.community_id === id).map((goal) => goal.id);
  removeWhere(db.communityTasks, (task) => goalIds.includes(task.goal_id));
  removeWhere(db.goals, (goal) => goal.community_id === id);
  removeWhere(db.chat, (message) => message.community_id === id);
  removeWhere(db.resources, (resource) => resource.community_id === id);
  removeWhere(db.events, (event) => event.community_id === id);
  removeWhere(db.memberships, (membership) => membership.community_id === id);
  removeWhere(db.communities, (community) => community.id === id);
}

/** The server's order: the name's sort key (accents off, A–Z lower-cased) by code unit, then the id. */
const byName = (a: CommunityRow, b: CommunityRow) => {
  const [x, y] = [communityNameKey(a.name), communityNameKey(b.name)];
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
};

/**
 * The fakes' calendar token: the member's id, their address's version and, once their password
 * was reset, the account's token version (a reset changes every address, as on the server). Not a
 * secret here.
 */
const calendarToken = (membership: MembershipRow) => {
  const tokenVersion = findUser(membership.user_id)?.token_version ?? 0;
  const session = tokenVersion === 0 ? '' : `s${tokenVersion}`;
  return `${membership.user_id}.fake${membership.community_id}v${membership.calendar_version}${session}`;
};

function calendarLink(request: Request, membership: MembershipRow) {
  const url = new URL(
    `/api/communities/${membership.community_id}/events.ics?token=${calendarToken(membership)}`,
    request.url,
  );
  return { url: url.href, webcal_url: url.href.replace(/^https?:/, 'webcal:') };
}

// ------------------------------------------------------------------ handlers

const communityHandlers = [
  // Registered before `/communities/{id}`, which would otherwise match `/communities/list`.
  mock.get('/communities/list', ({ me, query, response }) => {
    const viewer = me();
    const mine = (community: CommunityRow) => isMemberRole(roleOf(community, viewer.id));
    const keep =
      query.membership === 'mine'
        ? mine
        : query.membership === 'others'
          ? (community: CommunityRow) => !mine(community)
          : undefined;
    return response(200).json(
      pageOf(
        [...db.communities].sort(byName),
        { limit: query.limit, before: query.after },
        keep,
      ).map((community) => summaryView(community, viewer)),
    );
  }),

  mock.post('/communities/create', ({ me, body, response }) => {
    const user = me();
    const community: CommunityRow = {
      id: nextId(db.communities),
      name: body.name.trim(),
      description: body.description ?? '',
      visibility: 'public',
      creator_id: user.id,
      layout_config: [...DEFAULT_LAYOUT],
      hidden_sections: [],
    };
    db.communities.push(community);
    db.memberships.push({
      community_id: community.id,
      user_id: user.id,
      is_approved: true,
      is_admin: true,
      requested_at: new Date().toISOString(),
      calendar_version: 0,
    });
    return response(201).json(detailsView(community, user));
  }),

  mock.get('/communities/{id}', ({ me, params, response }) =>
    response(200).json(communityView(findCommunity(params.id), me())),
  ),

  mock.put('/communities/{id}', ({ me, params, body, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireAdmin(community, user);
    community.name = body.name.trim();
    community.description = body.description ?? '';
    return response(200).json(detailsView(community, user));
  }),

  mock.delete('/communities/{id}', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    if (roleOf(community, user.id) !== 'creator') forbidden(DETAILS.creatorOnly);
    for (const member of approvedMembers(community))
      if (member.user_id !== user.id)
        notify(member.user_id, community, COMMUNITY_NOTICES.deleted(community.name));
    deleteCommunity(community.id);
    return response(204).empty();
  }),

  mock.post('/communities/{id}/join', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    const existing = membershipOf(community.id, user.id);
    if (existing?.is_approved) conflict(DETAILS.alreadyMember);
    if (existing) return response(200).json(memberView(existing, user, community));
    refuseBanned(community, user);
    const membership: MembershipRow = {
      community_id: community.id,
      user_id: user.id,
      is_approved: false,
      is_admin: false,
      requested_at: new Date().toISOString(),
      calendar_version: 0,
    };
    db.memberships.push(membership);
    const notice = COMMUNITY_NOTICES.joinRequested(
      community.name,
      memberLabel(user.username, user.id),
      community.id,
    );
    // One notice per request, as the server: not again to an admin holding it unread or from the
    // last day (asking, withdrawing and asking again).
    const since = Date.now() - 24 * 3_600_000;
    const holds = (userId: number) =>
      db.inbox.some(
        (message) =>
          message.user_id === userId &&
          message.sender.kind === 'community' &&
          message.sender.name === community.name &&
          message.subject === notice.subject &&
          message.content === notice.content &&
          (!message.read || Date.parse(message.timestamp) > since),
      );
    for (const admin of approvedMembers(community))
      if (isAdminRole(roleOf(community, admin.user_id)) && !holds(admin.user_id))
        notify(admin.user_id, community, notice);
    return response(201).json(memberView(membership, user, community));
  }),

  mock.get('/communities/{id}/invite', ({ me, params, response }) => {
    const community = findCommunity(params.id);
    requireAdmin(community, me());
    return response(200).json({ token: community.invite_token ?? null });
  }),

  mock.post('/communities/{id}/invite', ({ me, params, response }) => {
    const community = findCommunity(params.id);
    requireAdmin(community, me());
    community.invite_token = newInviteToken();
    return response(201).json({ token: community.invite_token });
  }),

  mock.delete('/communities/{id}/invite', ({ me, params, response }) => {
    const community = findCommunity(params.id);
    requireAdmin(community, me());
    delete community.invite_token;
    return response(204).empty();
  }),

  mock.post('/communities/{id}/invite/accept', ({ me, params, body, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    if (!community.invite_token || community.invite_token !== body.token)
      return notFound(DETAILS.inviteInvalid);
    refuseBanned(community, user);
    let membership = membershipOf(community.id, user.id);
    if (!membership) {
      membership = {
        community_id: community.id,
        user_id: user.id,
        is_approved: true,
        is_admin: false,
        requested_at: new Date().toISOString(),
        calendar_version: 0,
      };
      db.memberships.push(membership);
    } else if (!membership.is_approved) {
      membership.is_approved = true;
      membership.requested_at = new Date().toISOString();
    }
    return response(200).json(memberView(membership, user, community));
  }),

  mock.get('/communities/{id}/join-requests', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireAdmin(community, user);
    return response(200).json(
      shownRequests(community).map((row) => memberView(row, user, community)),
    );
  }),

  mock.get('/communities/{id}/full-members', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'members');
    return response(200).json(
      shownMembers(community).map((row) => memberView(row, user, community)),
    );
  }),

  mock.post('/communities/{id}/members/{userId}/approve', ({ me, params, query, response }) => {
    const community = findCommunity(params.id);
    requireAdmin(community, me());
    const request = membershipOf(community.id, params.userId) ?? notFound(DETAILS.requestNotFound);
    if (request.is_approved) conflict(DETAILS.alreadyApproved);
    if (query.approve === false) {
      removeWhere(db.memberships, (row) => row === request);
      notify(request.user_id, community, COMMUNITY_NOTICES.rejected(community.name));
      return response(200).json({ message: COMMUNITY_MESSAGES.rejected });
    }
    request.is_approved = true;
    request.requested_at = new Date().toISOString();
    notify(request.user_id, community, COMMUNITY_NOTICES.approved(community.name));
    return response(200).json({ message: COMMUNITY_MESSAGES.approved });
  }),

  mock.put('/communities/{id}/members/{userId}/toggle-admin', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireAdmin(community, user);
    const membership = membershipOf(community.id, params.userId);
    if (!membership?.is_approved) return notFound(DETAILS.memberNotFound);
    if (community.creator_id === params.userId) conflict(DETAILS.creatorAlwaysAdmin);
    membership.is_admin = !membership.is_admin;
    notify(
      membership.user_id,
      community,
      membership.is_admin
        ? COMMUNITY_NOTICES.madeAdmin(community.name)
        : COMMUNITY_NOTICES.adminRevoked(community.name),
    );
    return response(200).json(memberView(membership, user, community));
  }),

  mock.delete('/communities/{id}/members/{userId}', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    const leaving = params.userId === user.id;
    if (!leaving) requireAdmin(community, user);
    const membership =
      membershipOf(community.id, params.userId) ?? notFound(DETAILS.membershipNotFound);
    if (community.creator_id === params.userId)
      conflict(leaving ? DETAILS.creatorCannotLeave : DETAILS.creatorCannotBeRemoved);
    removeWhere(db.memberships, (row) => row === membership);
    // A member gone gives up their answers from yesterday on; their places go to those waiting.
    if (membership.is_approved) {
      const from = addDays(todayUtc(), -1);
      for (const event of db.events.filter((row) => row.community_id === community.id)) {
        const gone = (event.answers ?? []).filter(
          (a) => a.user_id === params.userId && (a.occurrence ?? event.date) >= from,
        );
        event.answers = (event.answers ?? []).filter((a) => !gone.includes(a));
        for (const answer of gone)
          if (answer.status === 'going' && !answer.waiting)
            fillPlaces(community, event, answer.occurrence ?? event.date);
      }
    }
    if (!leaving)
      notify(
        membership.user_id,
        community,
        membership.is_approved
          ? COMMUNITY_NOTICES.removed(community.name)
          : COMMUNITY_NOTICES.rejected(community.name),
      );
    return response(204).empty();
  }),

  mock.get('/communities/{id}/bans', ({ me, params, response }) => {
    const community = findCommunity(params.id);
    requireAdmin(community, me());
    return response(200).json(
      [...(community.bans ?? [])].reverse().slice(0, BANS_LIST_MAX).map(banView),
    );
  }),

  // As the server: never oneself nor the creator (409); the membership or request goes, the
  // person is told; banning again changes nothing.
  mock.put('/communities/{id}/bans/{userId}', ({ me, params, body, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireAdmin(community, user);
    if (params.userId === user.id) conflict(DETAILS.cannotBanYourself);
    if (params.userId === community.creator_id) conflict(DETAILS.creatorCannotBeBanned);
    const existing = community.bans?.find((row) => row.user_id === params.userId);
    if (existing) return response(200).json(banView(existing));
    const membership =
      membershipOf(community.id, params.userId) ?? notFound(DETAILS.membershipNotFound);
    removeWhere(db.memberships, (row) => row === membership);
    const ban = {
      user_id: params.userId,
      reason: body?.reason?.trim() || null,
      banned_at: new Date().toISOString(),
    };
    community.bans = [...(community.bans ?? []), ban];
    notify(params.userId, community, COMMUNITY_NOTICES.banned(community.name, ban.reason));
    return response(200).json(banView(ban));
  }),

  mock.delete('/communities/{id}/bans/{userId}', ({ me, params, response }) => {
    const community = findCommunity(params.id);
    requireAdmin(community, me());
    if (!community.bans?.some((row) => row.user_id === params.userId))
      return notFound(DETAILS.banNotFound);
    community.bans = community.bans.filter((row) => row.user_id !== params.userId);
    return response(204).empty();
  }),

  mock.put('/communities/{id}/layout', ({ me, params, body, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireAdmin(community, user);
    community.layout_config = [...body.layout_config];
    if (body.hidden_sections) community.hidden_sections = [...body.hidden_sections];
    return response(200).json(detailsView(community, user));
  }),

  mock.get('/communities/{id}/calendar-link', ({ me, params, request, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'events');
    const membership = membershipOf(community.id, user.id) ?? notFound(DETAILS.memberNotFound);
    return response(200).json(calendarLink(request, membership));
  }),

  mock.post('/communities/{id}/calendar-link', ({ me, params, request, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'events');
    const membership = membershipOf(community.id, user.id) ?? notFound(DETAILS.memberNotFound);
    membership.calendar_version += 1;
    return response(200).json(calendarLink(request, membership));
  }),

  // A valid calendar of the community's name, without events (the server writes them).
  mock.get('/communities/{id}/events.ics', ({ params, query, response }) => {
    const community = findCommunity(params.id);
    const userId = Number(query.token.split('.')[0]);
    const membership = membershipOf(community.id, userId);
    if (!membership?.is_approved || calendarToken(membership) !== query.token)
      return forbidden(DETAILS.calendarLinkInvalid);
    // The events hidden from members: their feeds too (admins' not), as on the server.
    if (!isAdminRole(roleOf(community, userId)) && community.hidden_sections.includes('events'))
      forbidden(DETAILS.sectionHidden);
    const name = community.name.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
    const lines = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//WeGrow//Communities (fake)//EN',
      `X-WR-CALNAME:${name}`,
      'END:VCALENDAR',
    ];
    return response.untyped(
      new HttpResponse(`${lines.join('\r\n')}\r\n`, {
        status: 200,
        headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
      }),
    );
  }),
];

const goalHandlers = [
  mock.get('/communities/{id}/projects', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'goals');
    const goals = db.goals
      .filter((goal) => goal.community_id === community.id)
      // The newest PER_PARENT_MAX, as the server bounds them, then by title.
      .sort((a, b) => b.id - a.id)
      .slice(0, PER_PARENT_MAX)
      .sort(
        (a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase(), 'en') || a.id - b.id,
      )
      .map((goal) => goalView(goal, user));
    return response(200).json(goals);
  }),

  mock.post('/communities/{id}/projects', ({ me, params, body, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'goals');
    const goal: GoalRow = {
      id: nextId(db.goals),
      community_id: community.id,
      title: body.title.trim(),
      description: body.description ?? '',
      creator_id: user.id,
    };
    db.goals.push(goal);
    return response(201).json(goalView(goal, user));
  }),

  mock.put('/communities/projects/{projectId}', ({ me, params, body, response }) => {
    const user = me();
    const { goal, community } = findGoal(params.projectId);
    requireMember(community, user, 'goals');
    requireAuthorOrAdmin(community, user, goal.creator_id);
    goal.title = body.title.trim();
    goal.description = body.description ?? '';
    return response(200).json(goalView(goal, user));
  }),

  mock.delete('/communities/projects/{projectId}', ({ me, params, response }) => {
    const user = me();
    const { goal, community } = findGoal(params.projectId);
    requireMember(community, user, 'goals');
    requireAuthorOrAdmin(community, user, goal.creator_id);
    removeWhere(db.communityTasks, (task) => task.goal_id === goal.id);
    removeWhere(db.goals, (row) => row.id === goal.id);
    notifyRemoved(community, user, goal.creator_id, 'goal', goal.title);
    return response(204).empty();
  }),

  mock.get('/communities/projects/{projectId}/tasks', ({ me, params, response }) => {
    const user = me();
    const { goal, community } = findGoal(params.projectId);
    requireMember(community, user, 'goals');
    return response(200).json(tasksOf(goal.id, user));
  }),

  mock.post('/communities/projects/{projectId}/tasks', ({ me, params, body, response }) => {
    const user = me();
    const { goal, community } = findGoal(params.projectId);
    requireMember(community, user, 'goals');
    const task: CommunityTaskRow = {
      id: nextId(db.communityTasks),
      goal_id: goal.id,
      content: body.content.trim(),
      completed: false,
      assigned_to: null,
      completed_by: null,
      creator_id: user.id,
    };
    db.communityTasks.push(task);
    return response(201).json(taskView(task, user));
  }),

  /**
   * Assign: oneself (an unassigned task or one's own), anyone only by an admin. Complete: as
   * oneself. Undo: by who completed it, the task's creator or an admin.
   */
  mock.put('/communities/tasks/{taskId}', ({ me, params, body, response }) => {
    const user = me();
    const { task, community } = findTask(params.taskId);
    const role = requireMember(community, user, 'goals');
    const admin = isAdminRole(role);

    if ('assigned_to_user_id' in body) {
      const assignee = body.assigned_to_user_id;
      if (assignee !== null && assignee !== user.id && !admin)
        forbidden(DETAILS.assignOthersAdminsOnly);
      if (task.assigned_to !== null && task.assigned_to !== user.id && !admin)
        forbidden(DETAILS.reassignAdminsOnly);
      if (assignee !== null && !isMemberRole(roleOf(community, assignee)))
        invalid(DETAILS.assigneeNotMember);
      task.assigned_to = assignee;
    } else if (body.completed) {
      const doneBy = body.completed_by_user_id;
      if (doneBy !== undefined && doneBy !== null && doneBy !== user.id)
        forbidden(DETAILS.completeAsYourself);
      if (!task.completed) {
        task.completed = true;
        task.completed_by = user.id;
      }
    } else {
      if (body.completed_by_user_id !== undefined && body.completed_by_user_id !== null)
        invalid(DETAILS.reopenWithCompleter);
      if (task.completed) {
        const allowed = admin || task.completed_by === user.id || task.creator_id === user.id;
        if (!allowed) forbidden(DETAILS.undoNotYours);
        task.completed = false;
        task.completed_by = null;
      }
    }
    return response(200).json(taskView(task, user));
  }),

  mock.delete('/communities/tasks/{taskId}', ({ me, params, response }) => {
    const user = me();
    const { task, community } = findTask(params.taskId);
    requireMember(community, user, 'goals');
    requireAuthorOrAdmin(community, user, task.creator_id);
    removeWhere(db.communityTasks, (row) => row.id === task.id);
    return response(204).empty();
  }),
];

const boardHandlers = [
  mock.get('/communities/{id}/chat', ({ me, params, query, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'chat');
    const before = query.before;
    const messages = db.chat
      .filter(
        (message) =>
          message.community_id === community.id && (before === undefined || message.id < before),
      )
      .sort((a, b) => a.id - b.id)
      .slice(-CHAT_PAGE_SIZE)
      .map((message) => listedChatView(message, user));
    return response(200).json(messages);
  }),

  mock.post('/communities/{id}/chat', ({ me, params, body, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'chat');
    const message = {
      id: nextId(db.chat),
      community_id: community.id,
      user_id: user.id,
      content: body.content.trim(),
      timestamp: new Date().toISOString(),
      edited_at: null,
    };
    db.chat.push(message);
    return response(201).json(chatView(message));
  }),

  // Static too: its first event only. The client reconnects after `retry`, and once the request
  // is no longer pending gets the 404 that makes it read the community again.
  mock.get('/communities/{id}/join/stream', ({ me, params, response }) => {
    const community = findCommunity(params.id);
    if (roleOf(community, me().id) !== 'pending') notFound(DETAILS.requestNotFound);
    return response.untyped(
      new HttpResponse('retry: 3000\n\nevent: ready\ndata: {}\n\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-cache',
        },
      }),
    );
  }),

  // The stream is static here: its first event only (the server keeps it open and pushes).
  mock.get('/communities/{id}/chat/stream', ({ me, params, response }) => {
    const community = findCommunity(params.id);
    requireMember(community, me(), 'chat');
    return response.untyped(
      new HttpResponse('retry: 3000\n\nid: 0\nevent: ready\ndata: {}\n\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-cache',
        },
      }),
    );
  }),

  // The caller's read mark moves forward only (issue 44).
  mock.put('/communities/{id}/chat/read', ({ me, params, body, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'chat');
    itemIn(db.chat, body.message_id, community.id, DETAILS.messageNotFound);
    const membership = membershipOf(community.id, user.id);
    if (!membership) return forbidden(DETAILS.membersOnly);
    membership.chat_read_id = Math.max(membership.chat_read_id ?? 0, body.message_id);
    const state = chatReadState(community, user);
    return response(200).json({
      last_read_id: state.chat_last_read_id,
      unread: state.chat_unread,
    });
  }),

  // The author only (admins may delete others' messages, never edit them). The static stream
  // above does not carry the edit: the screen shows the answer.
  mock.patch('/communities/{id}/chat/{messageId}', ({ me, params, body, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'chat');
    const message = itemIn(db.chat, params.messageId, community.id, DETAILS.messageNotFound);
    if (message.user_id !== user.id) forbidden(DETAILS.chatEditAuthorOnly);
    message.content = body.content.trim();
    message.edited_at = new Date().toISOString();
    return response(200).json(chatView(message));
  }),

  mock.delete('/communities/{id}/chat/{messageId}', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'chat');
    const message = itemIn(db.chat, params.messageId, community.id, DETAILS.messageNotFound);
    if (message.user_id !== user.id && !isAdminRole(roleOf(community, user.id)))
      forbidden(DETAILS.chatAuthorOnly);
    removeWhere(db.chat, (row) => row === message);
    notifyRemoved(community, user, message.user_id, 'message', message.content);
    return response(204).empty();
  }),

  mock.get('/communities/{id}/resources', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'resources');
    const resources = db.resources
      .filter((resource) => resource.community_id === community.id)
      .sort((a, b) => b.id - a.id)
      .slice(0, PER_PARENT_MAX)
      .map((resource) => resourceView(resource, user));
    return response(200).json(resources);
  }),

  mock.post('/communities/{id}/resources', ({ me, params, body, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'resources');
    const resource: ResourceRow = {
      id: nextId(db.resources),
      community_id: community.id,
      title: body.title.trim(),
      url: body.url,
      description: body.description ?? '',
      user_id: user.id,
    };
    db.resources.push(resource);
    return response(201).json(resourceView(resource, user));
  }),

  mock.put('/communities/{id}/resources/{resourceId}', ({ me, params, body, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'resources');
    const resource = itemIn(
      db.resources,
      params.resourceId,
      community.id,
      DETAILS.resourceNotFound,
    );
    requireAuthorOrAdmin(community, user, resource.user_id);
    resource.title = body.title.trim();
    resource.url = body.url;
    resource.description = body.description ?? '';
    return response(200).json(resourceView(resource, user));
  }),

  mock.delete('/communities/{id}/resources/{resourceId}', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'resources');
    const resource = itemIn(
      db.resources,
      params.resourceId,
      community.id,
      DETAILS.resourceNotFound,
    );
    requireAuthorOrAdmin(community, user, resource.user_id);
    removeWhere(db.resources, (row) => row === resource);
    notifyRemoved(community, user, resource.user_id, 'resource', resource.title);
    return response(204).empty();
  }),

  mock.get('/communities/{id}/events', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'events');
    const events = db.events
      .filter((event) => event.community_id === community.id)
      .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
      .slice(-PER_PARENT_MAX)
      .map((event) => eventView(event, user));
    return response(200).json(events);
  }),

  mock.post('/communities/{id}/events', ({ me, params, body, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'events');
    if (body.community_id !== undefined && body.community_id !== community.id)
      invalid(DETAILS.communityIdMismatch);
    const problem = eventScheduleProblem(body);
    if (problem !== null) badRequest(problem);
    const event: EventRow = {
      id: nextId(db.events),
      community_id: community.id,
      title: body.title.trim(),
      description: body.description ?? '',
      date: body.date,
      place: (body.place ?? '').trim(),
      place_url: body.place_url ?? null,
      ...storedSchedule(body),
      capacity: body.capacity ?? null,
      cancelled_dates: [],
      user_id: user.id,
    };
    db.events.push(event);
    return response(201).json(eventView(event, user));
  }),

  mock.put('/communities/{id}/events/{eventId}', ({ me, params, body, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'events');
    if (body.community_id !== undefined && body.community_id !== community.id)
      invalid(DETAILS.communityIdMismatch);
    const event = itemIn(db.events, params.eventId, community.id, DETAILS.eventNotFound);
    requireAuthorOrAdmin(community, user, event.user_id);
    const problem = eventScheduleProblem(body);
    if (problem !== null) badRequest(problem);
    const place = (body.place ?? '').trim();
    const schedule = storedSchedule(body);
    const moved = eventMoved(eventView(event, user), { ...body, place });
    event.title = body.title.trim();
    event.description = body.description ?? '';
    event.place = place;
    event.place_url = body.place_url ?? null;
    // A new date takes the answers and the cancelled occurrences with it, as many days on.
    const shift = Math.round((Date.parse(body.date) - Date.parse(event.date)) / 86_400_000);
    for (const answer of event.answers ?? [])
      answer.occurrence = addDays(answer.occurrence ?? event.date, shift);
    event.cancelled_dates = (event.cancelled_dates ?? []).map((day) => addDays(day, shift));
    event.date = body.date;
    Object.assign(event, schedule);
    const before = event.capacity ?? null;
    event.capacity = body.capacity ?? null;
    // More places (or no limit now): those waiting move up.
    if (event.capacity === null || (before !== null && event.capacity > before))
      for (const day of new Set(
        queueOf(event.answers ?? []).map((a) => a.occurrence ?? event.date),
      ))
        fillPlaces(community, event, day);
    if (moved)
      notifyAttendees(
        community,
        user,
        event,
        COMMUNITY_NOTICES.eventChanged(community.name, event.title, eventWhenText(body), place),
      );
    return response(200).json(eventView(event, user));
  }),

  mock.put('/communities/{id}/events/{eventId}/rsvp', ({ me, params, body, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'events');
    const event = itemIn(db.events, params.eventId, community.id, DETAILS.eventNotFound);
    const occurrence = occurrenceOf(event, body.date);
    if ((event.cancelled_dates ?? []).includes(occurrence)) conflict(DETAILS.occurrenceCancelled);
    const answers = answersTo(event, occurrence);
    const before = answers.find((answer) => answer.user_id === user.id);
    // Going again keeps one's place (with a seat or on the waiting list).
    if (!(body.status === 'going' && before?.status === 'going')) {
      const taken = answers.filter((a) => a.status === 'going' && !a.waiting).length;
      const waiting = body.status === 'going' && event.capacity != null && taken >= event.capacity;
      event.answers = [
        ...(event.answers ?? []).filter((answer) => answer !== before),
        {
          user_id: user.id,
          status: body.status,
          occurrence,
          waiting,
          at: new Date().toISOString(),
        },
      ];
      if (before?.status === 'going' && !before.waiting) fillPlaces(community, event, occurrence);
    }
    return response(200).json(eventView(event, user, occurrence));
  }),

  mock.get('/communities/{id}/events/{eventId}', ({ me, params, query, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'events');
    const event = itemIn(db.events, params.eventId, community.id, DETAILS.eventNotFound);
    return response(200).json(eventView(event, user, occurrenceOf(event, query.date)));
  }),

  mock.put(
    '/communities/{id}/events/{eventId}/cancellations/{date}',
    ({ me, params, response }) => {
      const user = me();
      const community = findCommunity(params.id);
      requireMember(community, user, 'events');
      const event = itemIn(db.events, params.eventId, community.id, DETAILS.eventNotFound);
      requireAuthorOrAdmin(community, user, event.user_id);
      const occurrence = occurrenceOf(event, params.date);
      if (!(event.cancelled_dates ?? []).includes(occurrence)) {
        event.cancelled_dates = [...(event.cancelled_dates ?? []), occurrence].sort();
        notifyAttendees(
          community,
          user,
          event,
          COMMUNITY_NOTICES.eventOccurrenceCancelled(community.name, event.title, occurrence),
          occurrence,
        );
      }
      return response(200).json(eventView(event, user, occurrence));
    },
  ),

  // One occurrence as a file: a single VEVENT (the server writes the full one).
  mock.get('/communities/{id}/events/{eventId}/calendar.ics', ({ me, params, query, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'events');
    const event = itemIn(db.events, params.eventId, community.id, DETAILS.eventNotFound);
    const occurrence = occurrenceOf(event, query.date);
    const day = occurrence.replace(/-/g, '');
    const title = event.title.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
    const lines = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//WeGrow//Communities (fake)//EN',
      'BEGIN:VEVENT',
      `UID:community-event-${event.id}-${day}@wegrow.example`,
      `DTSTAMP:${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
      `DTSTART;VALUE=DATE:${day}`,
      `SUMMARY:${title}`,
      ...((event.cancelled_dates ?? []).includes(occurrence) ? ['STATUS:CANCELLED'] : []),
      'END:VEVENT',
      'END:VCALENDAR',
    ];
    return response.untyped(
      new HttpResponse(`${lines.join('\r\n')}\r\n`, {
        status: 200,
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': `attachment; filename="event-${event.id}-${occurrence}.ics"`,
        },
      }),
    );
  }),

  mock.delete('/communities/{id}/events/{eventId}', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user, 'events');
    const event = itemIn(db.events, params.eventId, community.id, DETAILS.eventNotFound);
    requireAuthorOrAdmin(community, user, event.user_id);
    notifyAttendees(
      community,
      user,
      event,
      COMMUNITY_NOTICES.eventCancelled(community.name, event.title),
    );
    removeWhere(db.events, (row) => row === event);
    notifyRemoved(community, user, event.user_id, 'event', event.title);
    return response(204).empty();
  }),
];

export const communitiesHandlers = [...communityHandlers, ...goalHandlers, ...boardHandlers];
