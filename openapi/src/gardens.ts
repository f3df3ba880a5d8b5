/**
 * The words of the garden programme (gardens and volunteer requests): every `detail` the server
 * sends for these domains and the inbox messages it delivers, in the same words in the MSW fakes
 * (the conformance suite compares them).
 */

type Decision = 'Approved' | 'Rejected';

/** Error `detail`s. */
export const GARDEN_DETAILS = {
  /** 404: no garden has this id. */
  gardenNotFound: 'Garden not found.',
  /** 404: no volunteer request has this id. */
  requestNotFound: 'Volunteer request not found.',
  /** 403: editing a garden one does not host (anonymous sign-ups have no host). */
  onlyHostEdits: 'Only the garden host can edit this garden.',
  /** 403: withdrawing a garden one does not host (the programme admin may remove any). */
  onlyHostWithdraws: 'Only the garden host can withdraw this garden.',
  /** 403: deciding a volunteer request of a garden one does not host (spec 2 §5). */
  onlyHostDecides: 'Only the garden host can approve or reject requests.',
  /** 403: deciding a garden without being the programme admin (GARDENS_ADMIN_EMAIL). */
  onlyAdminDecides: 'Only the garden programme admin can approve or reject gardens.',
  /** 409: the volunteer request was decided before. */
  requestDecided: (status: Decision) => `This request was already ${status.toLowerCase()}.`,
  /** 409: the garden was decided before. */
  gardenDecided: (status: Decision) => `This garden was already ${status.toLowerCase()}.`,
  /** 422: a sign-up's `location` names another town than the programme's. */
  otherTown: (town: string) => `Gardens can only be registered in ${town}.`,
} as const;

/** `GardenProgramme.admin.name` while the admin has no username (or no account yet). */
export const GARDEN_ADMIN_FALLBACK_NAME = 'the garden programme admin';

/** The inbox sender of the programme's messages. */
export const GARDEN_PROGRAMME_SENDER = { kind: 'community', name: 'Garden programme' } as const;

/** The sign-up form a garden came from, in words ("a Blitz Garden Host sign-up"). */
export function gardenFormName(garden: { type: string; description: string }): string {
  const blitz = garden.type === 'Blitz';
  const host = garden.description.includes('Host');
  if (blitz) return host ? 'Blitz Garden Host' : 'Blitz Volunteer';
  return host ? 'Long-Term Host' : 'Long-Term Volunteer';
}

/** The inbox messages the programme delivers (to signed-in submitters only). */
export const GARDEN_INBOX = {
  /** To a volunteer who asked signed in, when the host decides. */
  volunteerDecided(status: Decision, garden: { host_name: string; location: string }) {
    return status === 'Approved'
      ? {
          subject: 'Your volunteer request was approved',
          content: `${garden.host_name} approved your request to help at their garden in ${garden.location}. Thank you for offering a hand!`,
        }
      : {
          subject: 'Your volunteer request was not accepted',
          content: `${garden.host_name} could not accept your request to help at their garden in ${garden.location} this time. Other gardens in the directory may need a hand.`,
        };
  },
  /** To a host who signed up signed in, when the programme admin decides their garden. */
  gardenDecided(status: Decision, garden: { type: string; description: string; location: string }) {
    const form = gardenFormName(garden);
    return status === 'Approved'
      ? {
          subject: 'Your garden sign-up was approved',
          content: `The garden programme approved your ${form} sign-up in ${garden.location}. It now shows as Approved in the garden directory.`,
        }
      : {
          subject: 'Your garden sign-up was not approved',
          content: `The garden programme did not approve your ${form} sign-up in ${garden.location}. It shows as Rejected in the garden directory, where you may withdraw it.`,
        };
  },
} as const;
