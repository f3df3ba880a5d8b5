/** Rows → the contract's shapes, with the e-mails shown only to whom they belong. */
import type { components } from '@wegrow/api/schema';
import type { GardenRow, VolunteerRequestRow } from './schema';

export type Garden = components['schemas']['Garden'];
export type GardenCreate = components['schemas']['GardenCreate'];
export type GardenUpdate = components['schemas']['GardenUpdate'];
export type GardenType = components['schemas']['GardenType'];
export type GardenStatus = components['schemas']['GardenStatus'];
export type GardenProgramme = components['schemas']['GardenProgramme'];
export type VolunteerRequest = components['schemas']['VolunteerRequest'];
export type VolunteerRequestCreate = components['schemas']['VolunteerRequestCreate'];
export type Decision = components['schemas']['GardenDecision']['status'];

const GARDEN_TYPES = ['Blitz', 'Ongoing'] as const satisfies readonly GardenType[];
const STATUSES = ['Pending', 'Approved', 'Rejected'] as const satisfies readonly GardenStatus[];

/** A stored value read back as one of the contract's words (the table's check keeps them so). */
function oneOf<T extends string>(allowed: readonly T[], value: string): T {
  const found = allowed.find((item) => item === value);
  if (found === undefined) throw new Error(`Unexpected stored value "${value}".`);
  return found;
}

export const gardenTypeOf = (value: string) => oneOf(GARDEN_TYPES, value);
export const statusOf = (value: string) => oneOf(STATUSES, value);

/** A garden, its e-mail only when `showEmail` (the host or the programme admin is looking). */
export function toGarden(row: GardenRow, showEmail: boolean): Garden {
  return {
    id: row.id,
    type: gardenTypeOf(row.type),
    host_name: row.hostName,
    host_id: row.hostId,
    location: row.location,
    description: row.description,
    notes: row.notes,
    status: statusOf(row.status),
    created_at: row.createdAt.toISOString(),
    email: showEmail ? row.email : null,
  };
}

/** A volunteer request, its e-mail only when `showEmail` (the garden host, or its sender on creation). */
export function toVolunteerRequest(row: VolunteerRequestRow, showEmail: boolean): VolunteerRequest {
  return {
    id: row.id,
    garden_id: row.gardenId,
    volunteer_name: row.volunteerName,
    volunteer_email: showEmail ? row.volunteerEmail : null,
    status: statusOf(row.status),
  };
}
