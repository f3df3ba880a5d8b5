import { queryKeyOf, type Invalidations } from '../query/keys';

export const volunteerRequestsKey = queryKeyOf('/volunteers/requests/{gardenId}');

export const volunteersInvalidations = {
  'post /volunteers/request': [volunteerRequestsKey],
  'patch /volunteers/approve/{requestId}': [volunteerRequestsKey],
} as const satisfies Invalidations;
