import type {
  ChatMessage,
  Community,
  CommunityEvent,
  CommunityGoal,
  CommunityMember,
  CommunityResource,
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
import { badRequest, conflict, forbidden, mock, notFound } from '../support/route';

// ------------------------------------------------------------------ roles

function findCommunity(id: number): CommunityRow {
  return db.communities.find((row) => row.id === id) ?? notFound('Community not found.');
}

function membershipOf(communityId: number, userId: number): MembershipRow | undefined {
  return db.memberships.find((row) => row.community_id === communityId && row.user_id === userId);
}

function isMember(community: CommunityRow, userId: number): boolean {
  return membershipOf(community.id, userId)?.is_approved === true;
}

/** Admins are approved members flagged admin, and always the creator. */
function isAdmin(community: CommunityRow, userId: number): boolean {
  const membership = membershipOf(community.id, userId);
  return (
    membership?.is_approved === true && (membership.is_admin || community.creator_id === userId)
  );
}

function requireMember(community: CommunityRow, user: UserRow): void {
  if (!isMember(community, user.id)) forbidden('Only approved members can do this.');
}

function requireAdmin(community: CommunityRow, user: UserRow): void {
  if (!isAdmin(community, user.id)) forbidden('Only community admins can do this.');
}

/** Admins, or the member who created the item. */
function requireAdminOrOwner(community: CommunityRow, user: UserRow, ownerId: number): void {
  requireMember(community, user);
  if (ownerId !== user.id && !isAdmin(community, user.id)) {
    forbidden('Only community admins or the one who added it can change it.');
  }
}

// ------------------------------------------------------------------ views

function memberView(
  membership: MembershipRow,
  viewer: UserRow,
  community: CommunityRow,
): CommunityMember {
  const user = findUser(membership.user_id);
  const seesEmail = viewer.id === membership.user_id || isAdmin(community, viewer.id);
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

function pendingRequests(community: CommunityRow): MembershipRow[] {
  return db.memberships
    .filter((row) => row.community_id === community.id && !row.is_approved)
    .sort((a, b) => a.requested_at.localeCompare(b.requested_at));
}

function communityView(community: CommunityRow, viewer: UserRow): Community {
  const requests = pendingRequests(community).filter(
    (row) => isAdmin(community, viewer.id) || row.user_id === viewer.id,
  );
  return {
    ...community,
    layout_config: [...community.layout_config],
    members: approvedMembers(community).map((row) => memberView(row, viewer, community)),
    join_requests: requests.map((row) => memberView(row, viewer, community)),
  };
}

function userRef(userId: number | null): UserRef | null {
  if (userId === null) return null;
  return { id: userId, username: findUser(userId)?.username ?? null };
}

function goalView({ community_id, ...goal }: GoalRow, viewer: UserRow): CommunityGoal {
  return { ...goal, is_admin: isAdmin(findCommunity(community_id), viewer.id) };
}

function taskView(task: CommunityTaskRow, viewer: UserRow): CommunityTask {
  const { community } = goalOfTask(task);
  return {
    id: task.id,
    content: task.content,
    completed: task.completed,
    assigned_to: userRef(task.assigned_to),
    completed_by: userRef(task.completed_by),
    creator_id: task.creator_id,
    is_admin: isAdmin(community, viewer.id),
  };
}

function chatView({ community_id: _community, ...message }: (typeof db.chat)[number]): ChatMessage {
  return { ...message, username: findUser(message.user_id)?.username ?? null };
}

function resourceView(
  { community_id: _community, ...resource }: ResourceRow,
  viewer: UserRow,
): CommunityResource {
  return { ...resource, is_creator: resource.user_id === viewer.id };
}

const eventView = (event: EventRow): CommunityEvent => ({ ...event });

// ------------------------------------------------------------------ lookups

function findGoal(id: number): { goal: GoalRow; community: CommunityRow } {
  const goal = db.goals.find((row) => row.id === id) ?? notFound('Goal not found.');
  return { goal, community: findCommunity(goal.community_id) };
}

function goalOfTask(task: CommunityTaskRow): { goal: GoalRow; community: CommunityRow } {
  return findGoal(task.goal_id);
}

function findTask(id: number): CommunityTaskRow {
  return db.communityTasks.find((row) => row.id === id) ?? notFound('Task not found.');
}

function itemIn<Row extends { id: number; community_id: number }>(
  rows: Row[],
  id: number,
  communityId: number,
  what: string,
): Row {
  const row = rows.find(
    (candidate) => candidate.id === id && candidate.community_id === communityId,
  );
  return row ?? notFound(`${what} not found.`);
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

// ------------------------------------------------------------------ handlers

const communityHandlers = [
  // Registered before `/communities/{id}`, which would otherwise match `/communities/list`.
  mock.get('/communities/list', ({ me, response }) => {
    const viewer = me();
    const communities = [...db.communities]
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
      .map((community) => communityView(community, viewer));
    return response(200).json(communities);
  }),

  mock.post('/communities/create', ({ me, body, response }) => {
    const user = me();
    const community: CommunityRow = {
      id: nextId(db.communities),
      name: body.name.trim(),
      description: body.description ?? '',
      visibility: body.visibility ?? 'public',
      creator_id: user.id,
      layout_config: [...DEFAULT_LAYOUT],
    };
    db.communities.push(community);
    db.memberships.push({
      community_id: community.id,
      user_id: user.id,
      is_approved: true,
      is_admin: true,
      requested_at: new Date().toISOString(),
    });
    return response(201).json(communityView(community, user));
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
    if (body.visibility) community.visibility = body.visibility;
    return response(200).json(communityView(community, user));
  }),

  mock.delete('/communities/{id}', ({ me, params, response }) => {
    const community = findCommunity(params.id);
    if (community.creator_id !== me().id) forbidden('Only the creator can delete the community.');
    deleteCommunity(community.id);
    return response(204).empty();
  }),

  mock.post('/communities/{id}/join', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    const existing = membershipOf(community.id, user.id);
    if (existing?.is_approved) conflict('You are already a member of this community.');
    if (existing) conflict('Join request sent. Waiting for approval.');
    const membership: MembershipRow = {
      community_id: community.id,
      user_id: user.id,
      is_approved: false,
      is_admin: false,
      requested_at: new Date().toISOString(),
    };
    db.memberships.push(membership);
    return response(201).json(memberView(membership, user, community));
  }),

  mock.get('/communities/{id}/join-requests', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireAdmin(community, user);
    return response(200).json(
      pendingRequests(community).map((row) => memberView(row, user, community)),
    );
  }),

  mock.get('/communities/{id}/full-members', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user);
    return response(200).json(
      approvedMembers(community).map((row) => memberView(row, user, community)),
    );
  }),

  mock.post('/communities/{id}/members/{userId}/approve', ({ me, params, query, response }) => {
    const community = findCommunity(params.id);
    requireAdmin(community, me());
    const request = membershipOf(community.id, params.userId);
    if (!request || request.is_approved) notFound('There is no pending request from this user.');
    if (query.approve === false) {
      removeWhere(db.memberships, (row) => row === request);
      return response(200).json({ message: 'Join request rejected.' });
    }
    request.is_approved = true;
    return response(200).json({ message: 'Join request approved.' });
  }),

  mock.put('/communities/{id}/members/{userId}/toggle-admin', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireAdmin(community, user);
    const membership = membershipOf(community.id, params.userId);
    if (!membership?.is_approved) notFound('This user is not a member of the community.');
    if (community.creator_id === params.userId) forbidden('The creator is always an admin.');
    membership.is_admin = !membership.is_admin;
    return response(200).json(memberView(membership, user, community));
  }),

  mock.delete('/communities/{id}/members/{userId}', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    if (params.userId !== user.id) requireAdmin(community, user);
    const membership = membershipOf(community.id, params.userId);
    if (!membership) notFound('This user is not a member of the community.');
    if (community.creator_id === params.userId) forbidden('The creator cannot be removed.');
    removeWhere(db.memberships, (row) => row === membership);
    return response(204).empty();
  }),

  mock.put('/communities/{id}/layout', ({ me, params, body, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireAdmin(community, user);
    community.layout_config = [...body.layout_config];
    return response(200).json(communityView(community, user));
  }),
];

const goalHandlers = [
  mock.get('/communities/{id}/projects', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user);
    const goals = db.goals
      .filter((goal) => goal.community_id === community.id)
      .sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }))
      .map((goal) => goalView(goal, user));
    return response(200).json(goals);
  }),

  mock.post('/communities/{id}/projects', ({ me, params, body, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user);
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
    requireAdminOrOwner(community, user, goal.creator_id);
    goal.title = body.title.trim();
    goal.description = body.description ?? '';
    return response(200).json(goalView(goal, user));
  }),

  mock.delete('/communities/projects/{projectId}', ({ me, params, response }) => {
    const { goal, community } = findGoal(params.projectId);
    requireAdminOrOwner(community, me(), goal.creator_id);
    removeWhere(db.communityTasks, (task) => task.goal_id === goal.id);
    removeWhere(db.goals, (row) => row.id === goal.id);
    return response(204).empty();
  }),

  mock.get('/communities/projects/{projectId}/tasks', ({ me, params, response }) => {
    const user = me();
    const { goal, community } = findGoal(params.projectId);
    requireMember(community, user);
    const tasks = db.communityTasks
      .filter((task) => task.goal_id === goal.id)
      .sort((a, b) => a.id - b.id)
      .map((task) => taskView(task, user));
    return response(200).json(tasks);
  }),

  mock.post('/communities/projects/{projectId}/tasks', ({ me, params, body, response }) => {
    const user = me();
    const { goal, community } = findGoal(params.projectId);
    requireMember(community, user);
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
   * Any approved member may assign a task to themself and complete or reopen it as themself;
   * acting for someone else is for community admins and the task's creator.
   */
  mock.put('/communities/tasks/{taskId}', ({ me, params, body, response }) => {
    const user = me();
    const task = findTask(params.taskId);
    const { community } = goalOfTask(task);
    requireMember(community, user);
    const mayActForOthers = isAdmin(community, user.id) || task.creator_id === user.id;
    const onBehalf = (userId: number | null) => userId !== null && userId !== user.id;

    if ('assigned_to_user_id' in body) {
      const assignee = body.assigned_to_user_id;
      const unassigningOther = assignee === null && onBehalf(task.assigned_to);
      if ((onBehalf(assignee) || unassigningOther) && !mayActForOthers) {
        forbidden('Only community admins or the task creator can assign tasks to others.');
      }
      if (assignee !== null && !isMember(community, assignee)) {
        badRequest('The assignee must be an approved member.');
      }
      task.assigned_to = assignee;
    } else {
      const doneBy = body.completed ? (body.completed_by_user_id ?? user.id) : null;
      const actsForOther = body.completed ? onBehalf(doneBy) : onBehalf(task.completed_by);
      if (actsForOther && !mayActForOthers) {
        forbidden('You can complete or reopen tasks only as yourself.');
      }
      task.completed = body.completed;
      task.completed_by = doneBy;
    }
    return response(200).json(taskView(task, user));
  }),

  mock.delete('/communities/tasks/{taskId}', ({ me, params, response }) => {
    const task = findTask(params.taskId);
    const { community } = goalOfTask(task);
    requireAdminOrOwner(community, me(), task.creator_id);
    removeWhere(db.communityTasks, (row) => row.id === task.id);
    return response(204).empty();
  }),
];

const boardHandlers = [
  mock.get('/communities/{id}/chat', ({ me, params, response }) => {
    const community = findCommunity(params.id);
    requireMember(community, me());
    const messages = db.chat
      .filter((message) => message.community_id === community.id)
      .sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id - b.id)
      .slice(-500)
      .map(chatView);
    return response(200).json(messages);
  }),

  mock.post('/communities/{id}/chat', ({ me, params, body, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user);
    const message = {
      id: nextId(db.chat),
      community_id: community.id,
      user_id: user.id,
      content: body.content.trim(),
      timestamp: new Date().toISOString(),
    };
    db.chat.push(message);
    return response(201).json(chatView(message));
  }),

  mock.delete('/communities/{id}/chat/{messageId}', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user);
    const message = itemIn(db.chat, params.messageId, community.id, 'Message');
    if (message.user_id !== user.id) forbidden('Only its author can delete a message.');
    removeWhere(db.chat, (row) => row === message);
    return response(204).empty();
  }),

  mock.get('/communities/{id}/resources', ({ me, params, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user);
    const resources = db.resources
      .filter((resource) => resource.community_id === community.id)
      .sort((a, b) => b.id - a.id)
      .map((resource) => resourceView(resource, user));
    return response(200).json(resources);
  }),

  mock.post('/communities/{id}/resources', ({ me, params, body, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user);
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
    const resource = itemIn(db.resources, params.resourceId, community.id, 'Resource');
    requireAdminOrOwner(community, user, resource.user_id);
    resource.title = body.title.trim();
    resource.url = body.url;
    resource.description = body.description ?? '';
    return response(200).json(resourceView(resource, user));
  }),

  mock.delete('/communities/{id}/resources/{resourceId}', ({ me, params, response }) => {
    const community = findCommunity(params.id);
    const resource = itemIn(db.resources, params.resourceId, community.id, 'Resource');
    requireAdminOrOwner(community, me(), resource.user_id);
    removeWhere(db.resources, (row) => row === resource);
    return response(204).empty();
  }),

  mock.get('/communities/{id}/events', ({ me, params, response }) => {
    const community = findCommunity(params.id);
    requireMember(community, me());
    const events = db.events
      .filter((event) => event.community_id === community.id)
      .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
      .map(eventView);
    return response(200).json(events);
  }),

  mock.post('/communities/{id}/events', ({ me, params, body, response }) => {
    const user = me();
    const community = findCommunity(params.id);
    requireMember(community, user);
    if (body.community_id !== undefined && body.community_id !== community.id) {
      badRequest('body/community_id must equal the id in the path');
    }
    const event: EventRow = {
      id: nextId(db.events),
      community_id: community.id,
      title: body.title.trim(),
      description: body.description ?? '',
      date: body.date,
      user_id: user.id,
    };
    db.events.push(event);
    return response(201).json(eventView(event));
  }),

  mock.put('/communities/{id}/events/{eventId}', ({ me, params, body, response }) => {
    const community = findCommunity(params.id);
    const event = itemIn(db.events, params.eventId, community.id, 'Event');
    requireAdminOrOwner(community, me(), event.user_id);
    if (body.community_id !== undefined && body.community_id !== community.id) {
      badRequest('body/community_id must equal the id in the path');
    }
    event.title = body.title.trim();
    event.description = body.description ?? '';
    event.date = body.date;
    return response(200).json(eventView(event));
  }),

  mock.delete('/communities/{id}/events/{eventId}', ({ me, params, response }) => {
    const community = findCommunity(params.id);
    const event = itemIn(db.events, params.eventId, community.id, 'Event');
    requireAdminOrOwner(community, me(), event.user_id);
    removeWhere(db.events, (row) => row === event);
    return response(204).empty();
  }),
];

export const communitiesHandlers = [...communityHandlers, ...goalHandlers, ...boardHandlers];
