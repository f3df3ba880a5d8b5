import type { Garden, VolunteerRequest } from '../../types';
import { db, nextId } from '../db';
import type { GardenRow, UserRow, VolunteerRow } from '../rows';
import { conflict, forbidden, mock, notFound } from '../support/route';

/** A garden as the API shows it: the sign-up e-mail is never returned. */
const gardenView = ({ email: _email, ...garden }: GardenRow): Garden => garden;

function findGarden(id: number): GardenRow {
  return db.gardens.find((garden) => garden.id === id) ?? notFound('Garden not found.');
}

/** Volunteer e-mails are shown only to the garden's host. */
function requestView(request: VolunteerRow, viewer: UserRow | null): VolunteerRequest {
  const garden = findGarden(request.garden_id);
  const isHost = viewer !== null && garden.host_id === viewer.id;
  return { ...request, volunteer_email: isHost ? request.volunteer_email : null };
}

export const gardensHandlers = [
  mock.get('/gardens', ({ query, response }) => {
    const location = query.location?.toLowerCase();
    const gardens = db.gardens
      .filter((garden) => query.type === undefined || garden.type === query.type)
      .filter(
        (garden) => location === undefined || garden.location.toLowerCase().includes(location),
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map(gardenView);
    return response(200).json(gardens);
  }),

  mock.post('/gardens', ({ user, body, response }) => {
    const garden: GardenRow = {
      id: nextId(db.gardens),
      type: body.type,
      host_name: body.host_name.trim(),
      host_id: user?.id ?? null,
      location: body.location.trim(),
      description: body.description.trim(),
      notes: body.notes.trim(),
      status: 'Pending',
      created_at: new Date().toISOString(),
      email: body.email,
    };
    db.gardens.push(garden);
    return response(201).json(gardenView(garden));
  }),

  mock.get('/gardens/{id}', ({ params, response }) =>
    response(200).json(gardenView(findGarden(params.id))),
  ),
];

export const volunteersHandlers = [
  mock.post('/volunteers/request', ({ body, response }) => {
    findGarden(body.garden_id);
    const request: VolunteerRow = {
      id: nextId(db.volunteerRequests),
      garden_id: body.garden_id,
      volunteer_name: body.volunteer_name.trim(),
      volunteer_email: body.volunteer_email ?? null,
      status: 'Pending',
    };
    db.volunteerRequests.push(request);
    // Echoes the e-mail that was sent to its sender.
    return response(201).json({ ...request });
  }),

  mock.get('/volunteers/requests/{gardenId}', ({ user, params, response }) => {
    findGarden(params.gardenId);
    const requests = db.volunteerRequests
      .filter((request) => request.garden_id === params.gardenId)
      .sort((a, b) => a.id - b.id)
      .map((request) => requestView(request, user));
    return response(200).json(requests);
  }),

  mock.patch('/volunteers/approve/{requestId}', ({ me, params, body, response }) => {
    const user = me();
    const request =
      db.volunteerRequests.find((row) => row.id === params.requestId) ??
      notFound('Volunteer request not found.');
    if (findGarden(request.garden_id).host_id !== user.id) {
      forbidden('Only the garden host can approve or reject requests.');
    }
    if (request.status !== 'Pending')
      conflict(`This request was already ${request.status.toLowerCase()}.`);
    request.status = body.status;
    return response(200).json(requestView(request, user));
  }),
];
