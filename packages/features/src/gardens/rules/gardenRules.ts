/**
 * The garden programme's rules (spec 2 §2, §4, §5, §6; issue 18): the four sign-up forms, the
 * directory's kinds and filters, and who sees and decides what.
 */

/** What the rules read of a garden. */
export interface GardenLike {
  type: string;
  description: string;
  location: string;
}

/** The four kinds the directory filters by (and the four sign-up forms). */
export type GardenKind = 'blitzHost' | 'blitzVolunteer' | 'longTermHost' | 'longTermVolunteer';

export const gardenKindNames: Record<GardenKind, string> = {
  blitzHost: 'Blitz Host',
  blitzVolunteer: 'Blitz Volunteer',
  longTermHost: 'Long-Term Host',
  longTermVolunteer: 'Long-Term Volunteer',
};

/**
 * A garden's kind (spec 2 §4): type Blitz is blitz and anything else long-term; host or volunteer
 * from the description containing "Host" or "Volunteer" (null when it says neither).
 */
export function gardenKind(garden: Pick<GardenLike, 'type' | 'description'>): GardenKind | null {
  const blitz = garden.type === 'Blitz';
  if (garden.description.includes('Host')) return blitz ? 'blitzHost' : 'longTermHost';
  if (garden.description.includes('Volunteer'))
    return blitz ? 'blitzVolunteer' : 'longTermVolunteer';
  return null;
}

/** The type filter: All, then the four kinds (spec 2 §2 "/gardendirectory"). */
export type TypeFilter = 'all' | GardenKind;

export const typeFilterOptions: readonly { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...(Object.keys(gardenKindNames) as GardenKind[]).map((kind) => ({
    value: kind,
    label: gardenKindNames[kind],
  })),
];

export function isTypeFilter(value: string): value is TypeFilter {
  return typeFilterOptions.some((option) => option.value === value);
}

/**
 * The gardens the directory shows: of the chosen kind (all for 'all') and whose location contains
 * the typed text, ignoring case and the spaces around it. Keeps the order (newest first).
 */
export function filterGardens<G extends GardenLike>(
  gardens: readonly G[],
  type: TypeFilter,
  location: string,
): G[] {
  const place = location.trim().toLowerCase();
  return gardens.filter(
    (garden) =>
      (type === 'all' || gardenKind(garden) === type) &&
      (place === '' || garden.location.toLowerCase().includes(place)),
  );
}

/** "Blitz" or "Long-term" for a garden's type. */
export function gardenTypeName(type: string): string {
  return type === 'Blitz' ? 'Blitz' : 'Long-term';
}

/** A sign-up form of /gardenblitz and what it sends. */
export interface SignupForm {
  kind: GardenKind;
  title: string;
  blurb: string;
  type: 'Blitz' | 'Ongoing';
  description: 'Garden Host Application' | 'Volunteer Application';
  /** A host form: a visitor is told to sign in to manage volunteer requests later. */
  host: boolean;
}

export const signupForms: readonly SignupForm[] = [
  {
    kind: 'blitzHost',
    title: 'Blitz Garden Host',
    blurb: 'Offer your yard for a one-day blitz: volunteers come and build the garden with you.',
    type: 'Blitz',
    description: 'Garden Host Application',
    host: true,
  },
  {
    kind: 'blitzVolunteer',
    title: 'Blitz Volunteer',
    blurb: 'Join a crew for a day of digging, building beds and planting.',
    type: 'Blitz',
    description: 'Volunteer Application',
    host: false,
  },
  {
    kind: 'longTermHost',
    title: 'Long-Term Host',
    blurb: 'Share your land over the seasons with gardeners who tend it with you.',
    type: 'Ongoing',
    description: 'Garden Host Application',
    host: true,
  },
  {
    kind: 'longTermVolunteer',
    title: 'Long-Term Volunteer',
    blurb: 'Help a garden through the year: watering, weeding and harvests.',
    type: 'Ongoing',
    description: 'Volunteer Application',
    host: false,
  },
];

/** The sign-up form as typed. */
export interface SignupDraft {
  name: string;
  email: string;
  message: string;
}

export const emptySignup: SignupDraft = { name: '', email: '', message: '' };

/** The required fields left blank, in form order (spec 2 §5: name, e-mail and message). */
export function blankSignupFields(draft: SignupDraft): (keyof SignupDraft)[] {
  return (['name', 'email', 'message'] as const).filter((field) => draft[field].trim() === '');
}

/** What a sign-up sends: the form's type and description, the texts trimmed. */
export function signupRequest(form: SignupForm, draft: SignupDraft) {
  return {
    type: form.type,
    description: form.description,
    host_name: draft.name.trim(),
    email: draft.email.trim(),
    notes: draft.message.trim(),
  };
}

/** The host's edit form: the sign-up's fields, with the type (the kind of application stays). */
export interface GardenEditDraft extends SignupDraft {
  type: 'Blitz' | 'Ongoing';
}

/** The edit form filled with the garden as saved (its e-mail is only sent to the host). */
export function gardenEditDraft(garden: {
  type: 'Blitz' | 'Ongoing';
  host_name: string;
  notes: string;
  email: string | null;
}): GardenEditDraft {
  return {
    type: garden.type,
    name: garden.host_name,
    email: garden.email ?? '',
    message: garden.notes,
  };
}

/** What the host's edit sends: the type and the texts trimmed. */
export function gardenUpdateRequest(draft: GardenEditDraft) {
  return {
    type: draft.type,
    host_name: draft.name.trim(),
    email: draft.email.trim(),
    notes: draft.message.trim(),
  };
}

/** The volunteer request as typed (the e-mail is optional, spec 2 §5). */
export interface VolunteerDraft {
  name: string;
  email: string;
}

/** What a volunteer request sends: the name trimmed, the e-mail only when given. */
export function volunteerRequest(gardenId: number, draft: VolunteerDraft) {
  const email = draft.email.trim();
  return {
    garden_id: gardenId,
    volunteer_name: draft.name.trim(),
    ...(email === '' ? {} : { volunteer_email: email }),
  };
}

/** The signed-in user hosts the garden (spec 2 §6: host_id equals the current user). */
export function isGardenHost(garden: { host_id: number | null }, userId: number | null): boolean {
  return userId !== null && garden.host_id === userId;
}

/** The signed-in user is the programme admin (the server checks again on every call). */
export function isProgrammeAdmin(
  programme: { admin: { id: number | null } } | undefined,
  userId: number | null,
): boolean {
  return userId !== null && programme?.admin.id === userId;
}

/** The longest `location` the server's filter takes (the contract's maxLength). */
export const LOCATION_FILTER_MAX = 200;

/**
 * What of the directory's filters the server applies while paging (issue 22): the garden type of
 * a kind (Blitz for the blitz kinds, Ongoing for the long-term ones) and the typed location
 * (trimmed; at most 200 characters). Host or volunteer is read from the description, so the
 * screen still narrows each page with {@link filterGardens}. A change starts the list again.
 */
export function gardenListFilter(
  type: TypeFilter,
  location: string,
): { type?: 'Blitz' | 'Ongoing'; location?: string } {
  const place = location.trim().slice(0, LOCATION_FILTER_MAX);
  return {
    ...(type === 'all' ? {} : { type: type.startsWith('blitz') ? 'Blitz' : 'Ongoing' }),
    ...(place === '' ? {} : { location: place }),
  };
}
