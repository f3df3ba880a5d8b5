import {
  GARDEN_ADMIN_FALLBACK_NAME,
  GARDEN_DETAILS,
  GARDEN_INBOX,
  GARDEN_PROGRAMME_SENDER,
} from '@wegrow/contract/gardens';
import type { Garden, VolunteerRequest } from '../../types';
import { db, findUser, nextId, removeWhere } from '../db';
import { GARDENS_TOWN, gardensAdmin } from '../fixtures/users';
import type { GardenRow, UserRow, VolunteerRow } from '../rows';
import { pageOf, PER_PARENT_MAX } from '../support/page';
import { conflict, forbidden, invalid, mock, notFound } from '../support/route';
import { deliverToInbox } from './inbox';

const isAdmin = (viewer: UserRow | null) =>
  viewer !== null && viewer.email.toLowerCase() === gardensAdmin.email;

/** A garden as `viewer` sees it: the sign-up e-mail only for its host and the programme admin. */
function gardenView(garden: GardenRow, viewer: UserRow | null): Garden {
  const showEmail = viewer !== null && (garden.host_id === viewer.id || isAdmin(viewer));
  return { ...garden, email: showEmail ? garden.email : null };
}

function findGarden(id: number): GardenRow {
  return db.gardens.find((garden) => garden.id === id) ?? notFound(GARDEN_DETAILS.gardenNotFound);
}

/**
 * As the server: an anonymous sign-up and a verified account's are seen by everyone; one by an
 * account whose address is not verified yet only by its host and the programme admin.
 */
function seenBy(garden: GardenRow, viewer: UserRow | null): boolean {
  if (garden.host_id === null || isAdmin(viewer) || garden.host_id === viewer?.id) return true;
  return findUser(garden.host_id)?.email_verified !== false;
}

/** A garden `viewer` sees, else "Garden not found." */
function findSeenGarden(id: number, viewer: UserRow | null): GardenRow {
  const garden = findGarden(id);
  return seenBy(garden, viewer) ? garden : notFound(GARDEN_DETAILS.gardenNotFound);
}

/** Volunteer e-mails are shown only to the garden's host. */
function requestView(request: VolunteerRow, showEmail: boolean): VolunteerRequest {
  const { volunteer_user_id: _volunteer, ...shown } = request;
  return { ...shown, volunteer_email: showEmail ? request.volunteer_email : null };
}

export const gardensHandlers = [
  mock.get('/gardens', ({ user, query, response }) => {
    const location = query.location?.toLowerCase();
    // The cursor is found among the gardens the caller sees (a hidden one is an unknown id).
    const gardens = pageOf(
      db.gardens
        .filter((garden) => seenBy(garden, user))
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id),
      query,
      (garden) =>
        (query.type === undefined || garden.type === query.type) &&
        (location === undefined || garden.location.toLowerCase().includes(location)),
    ).map((garden) => gardenView(garden, user));
    return response(200).json(gardens);
  }),

  mock.post('/gardens', ({ user, body, response }) => {
    if (
      body.location !== undefined &&
      body.location.trim().toLowerCase() !== GARDENS_TOWN.toLowerCase()
    )
      invalid(GARDEN_DETAILS.otherTown(GARDENS_TOWN));
    const garden: GardenRow = {
      id: nextId(db.gardens),
      type: body.type,
      host_name: body.host_name.trim(),
      host_id: user?.id ?? null,
      location: GARDENS_TOWN,
      description: body.description,
      notes: body.notes.trim(),
      status: 'Pending',
      created_at: new Date().toISOString(),
      email: body.email.trim(),
    };
    db.gardens.push(garden);
    return response(201).json(gardenView(garden, user));
  }),

  // Before `/gardens/{id}`: a literal segment wins.
  mock.get('/gardens/programme', ({ response }) => {
    const admin = db.users.find((row) => row.email === gardensAdmin.email);
    return response(200).json({
      town: GARDENS_TOWN,
      admin: admin
        ? { id: admin.id, name: admin.username ?? GARDEN_ADMIN_FALLBACK_NAME }
        : { id: null, name: GARDEN_ADMIN_FALLBACK_NAME },
    });
  }),

  mock.get('/gardens/{id}', ({ user, params, response }) =>
    response(200).json(gardenView(findSeenGarden(params.id, user), user)),
  ),

  mock.put('/gardens/{id}', ({ me, params, body, response }) => {
    const caller = me();
    const garden = findGarden(params.id);
    if (garden.host_id !== caller.id) forbidden(GARDEN_DETAILS.onlyHostEdits);
    Object.assign(garden, {
      type: body.type,
      host_name: body.host_name.trim(),
      notes: body.notes.trim(),
      email: body.email.trim(),
    });
    return response(200).json(gardenView(garden, caller));
  }),

  mock.delete('/gardens/{id}', ({ me, params, response }) => {
    const caller = me();
    const garden = findGarden(params.id);
    if (garden.host_id !== caller.id && !isAdmin(caller))
      forbidden(GARDEN_DETAILS.onlyHostWithdraws);
    removeWhere(db.gardens, (row) => row.id === garden.id);
    removeWhere(db.volunteerRequests, (row) => row.garden_id === garden.id);
    return response(204).empty();
  }),

  mock.patch('/gardens/{id}/status', ({ me, params, body, response }) => {
    const caller = me();
    if (!isAdmin(caller)) forbidden(GARDEN_DETAILS.onlyAdminDecides);
    const garden = findGarden(params.id);
    if (garden.status !== 'Pending') conflict(GARDEN_DETAILS.gardenDecided(garden.status));
    garden.status = body.status;
    if (garden.host_id !== null && findUser(garden.host_id))
      deliverToInbox(garden.host_id, {
        sender: GARDEN_PROGRAMME_SENDER,
        ...GARDEN_INBOX.gardenDecided(body.status, garden),
      });
    return response(200).json(gardenView(garden, caller));
  }),
];

export const volunteersHandlers = [
  mock.post('/volunteers/request', ({ user, body, response }) => {
    findSeenGarden(body.garden_id, user);
    const email = body.volunteer_email?.trim();
    const request: VolunteerRow = {
      id: nextId(db.volunteerRequests),
      garden_id: body.garden_id,
      volunteer_name: body.volunteer_name.trim(),
      volunteer_email: email ? email : null,
      status: 'Pending',
      volunteer_user_id: user?.id ?? null,
    };
    db.volunteerRequests.push(request);
    // Echoes the e-mail that was sent to its sender.
    return response(201).json(requestView(request, true));
  }),

  mock.get('/volunteers/requests/{gardenId}', ({ user, params, response }) => {
    const garden = findSeenGarden(params.gardenId, user);
    const isHost = user !== null && garden.host_id === user.id;
    const requests = db.volunteerRequests
      .filter((request) => request.garden_id === params.gardenId)
      .sort((a, b) => a.id - b.id)
      .slice(-PER_PARENT_MAX)
      .map((request) => requestView(request, isHost));
    return response(200).json(requests);
  }),

  mock.patch('/volunteers/approve/{requestId}', ({ me, params, body, response }) => {
    const caller = me();
    const request =
      db.volunteerRequests.find((row) => row.id === params.requestId) ??
      notFound(GARDEN_DETAILS.requestNotFound);
    const garden = findGarden(request.garden_id);
    if (garden.host_id !== caller.id) forbidden(GARDEN_DETAILS.onlyHostDecides);
    if (request.status !== 'Pending') conflict(GARDEN_DETAILS.requestDecided(request.status));
    request.status = body.status;
    if (request.volunteer_user_id !== null && findUser(request.volunteer_user_id))
      deliverToInbox(request.volunteer_user_id, {
        sender: GARDEN_PROGRAMME_SENDER,
        ...GARDEN_INBOX.volunteerDecided(body.status, garden),
      });
    return response(200).json(requestView(request, true));
  }),
];
