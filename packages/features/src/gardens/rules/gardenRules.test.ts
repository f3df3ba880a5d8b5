import { describe, expect, it } from 'vitest';
import {
  blankSignupFields,
  filterGardens,
  gardenEditDraft,
  gardenListFilter,
  gardenKind,
  gardenUpdateRequest,
  gardenTypeName,
  isGardenHost,
  isProgrammeAdmin,
  signupForms,
  signupRequest,
  typeFilterOptions,
  volunteerRequest,
} from './gardenRules';

const garden = (type: string, description: string, location = 'Riverton') => ({
  type,
  description,
  location,
});

const gardens = [
  { id: 1, ...garden('Blitz', 'Garden Host Application', 'Riverton, Mill Street') },
  { id: 2, ...garden('Blitz', 'Volunteer Application') },
  { id: 3, ...garden('Ongoing', 'Garden Host Application', 'Riverton, Orchard Lane') },
  { id: 4, ...garden('Ongoing', 'Volunteer Application') },
  { id: 5, ...garden('Seasonal', 'Host of a rooftop', 'Elmford') },
  { id: 6, ...garden('Blitz', 'A plot', 'Riverton') },
];

describe('garden kinds (spec 2 §4)', () => {
  it.each([
    ['Blitz', 'Garden Host Application', 'blitzHost'],
    ['Blitz', 'Volunteer Application', 'blitzVolunteer'],
    ['Ongoing', 'Garden Host Application', 'longTermHost'],
    ['Ongoing', 'Volunteer Application', 'longTermVolunteer'],
    // Anything but Blitz is long-term; host or volunteer comes from the description.
    ['Seasonal', 'Host of a rooftop', 'longTermHost'],
    ['blitz', 'Volunteer', 'longTermVolunteer'],
    ['Blitz', 'A plot', null],
    ['Blitz', 'host application', null],
  ])('%s / %s: %s', (type, description, kind) => {
    expect(gardenKind({ type, description })).toBe(kind);
  });

  it('names the type', () => {
    expect(gardenTypeName('Blitz')).toBe('Blitz');
    expect(gardenTypeName('Ongoing')).toBe('Long-term');
  });
});

describe('the directory filters (spec 2 §2 /gardendirectory)', () => {
  it('offers All and the four kinds, in the spec order', () => {
    expect(typeFilterOptions.map((option) => option.label)).toEqual([
      'All',
      'Blitz Host',
      'Blitz Volunteer',
      'Long-Term Host',
      'Long-Term Volunteer',
    ]);
  });

  it.each([
    ['all', '', [1, 2, 3, 4, 5, 6]],
    ['blitzHost', '', [1]],
    ['blitzVolunteer', '', [2]],
    ['longTermHost', '', [3, 5]],
    ['longTermVolunteer', '', [4]],
    ['all', '  mill ', [1]],
    ['all', 'RIVERTON', [1, 2, 3, 4, 6]],
    ['longTermHost', 'orchard', [3]],
    ['blitzVolunteer', 'orchard', []],
  ] as const)('type %s, location "%s": %o', (type, location, ids) => {
    expect(filterGardens(gardens, type, location).map((g) => g.id)).toEqual(ids);
  });
});

describe('the sign-up forms (spec 2 §2 /gardenblitz, §5)', () => {
  it('are the four forms, each with its type and description', () => {
    expect(signupForms.map((form) => [form.title, form.type, form.description, form.host])).toEqual(
      [
        ['Blitz Garden Host', 'Blitz', 'Garden Host Application', true],
        ['Blitz Volunteer', 'Blitz', 'Volunteer Application', false],
        ['Long-Term Host', 'Ongoing', 'Garden Host Application', true],
        ['Long-Term Volunteer', 'Ongoing', 'Volunteer Application', false],
      ],
    );
    for (const form of signupForms) expect(gardenKind(form)).toBe(form.kind);
  });

  it('need a name, an e-mail and a message', () => {
    expect(blankSignupFields({ name: '', email: ' ', message: '\n' })).toEqual([
      'name',
      'email',
      'message',
    ]);
    expect(blankSignupFields({ name: 'Sam', email: '', message: 'Hi' })).toEqual(['email']);
    expect(blankSignupFields({ name: 'Sam', email: 'sam@example.org', message: 'Hi' })).toEqual([]);
  });

  it('send the form type and description with the trimmed texts', () => {
    const [blitzHost] = signupForms;
    if (!blitzHost) throw new Error('no form');
    expect(
      signupRequest(blitzHost, { name: ' Sam ', email: ' sam@example.org', message: ' Lot ' }),
    ).toEqual({
      type: 'Blitz',
      description: 'Garden Host Application',
      host_name: 'Sam',
      email: 'sam@example.org',
      notes: 'Lot',
    });
  });
});

describe("the host's edit (issue 18)", () => {
  it('starts from the garden as saved and sends the type and the trimmed texts', () => {
    const draft = gardenEditDraft({
      type: 'Blitz',
      host_name: 'Sam',
      notes: 'Lot behind the bakery.',
      email: null,
    });
    expect(draft).toEqual({
      type: 'Blitz',
      name: 'Sam',
      email: '',
      message: 'Lot behind the bakery.',
    });
    expect(
      gardenUpdateRequest({
        type: 'Ongoing',
        name: ' Sam ',
        email: ' sam@example.org ',
        message: ' Lot ',
      }),
    ).toEqual({ type: 'Ongoing', host_name: 'Sam', email: 'sam@example.org', notes: 'Lot' });
  });
});

describe('volunteer requests and roles (spec 2 §5, §6)', () => {
  it('send the name, and the e-mail only when given', () => {
    expect(volunteerRequest(14, { name: ' Theo ', email: '  ' })).toEqual({
      garden_id: 14,
      volunteer_name: 'Theo',
    });
    expect(volunteerRequest(14, { name: 'Theo', email: ' theo@example.org ' })).toEqual({
      garden_id: 14,
      volunteer_name: 'Theo',
      volunteer_email: 'theo@example.org',
    });
  });

  it('know the host and the programme admin', () => {
    expect(isGardenHost({ host_id: 4 }, 4)).toBe(true);
    expect(isGardenHost({ host_id: 4 }, 5)).toBe(false);
    expect(isGardenHost({ host_id: null }, null)).toBe(false);
    expect(isProgrammeAdmin({ admin: { id: 8 } }, 8)).toBe(true);
    expect(isProgrammeAdmin({ admin: { id: null } }, null)).toBe(false);
    expect(isProgrammeAdmin({ admin: { id: 8 } }, 3)).toBe(false);
    expect(isProgrammeAdmin(undefined, 8)).toBe(false);
  });
});

describe('the filters the server applies while paging (issue 22)', () => {
  it('asks for nothing with All and no location', () => {
    expect(gardenListFilter('all', '  ')).toEqual({});
  });

  it('asks for the garden type of a kind', () => {
    expect(gardenListFilter('blitzHost', '')).toEqual({ type: 'Blitz' });
    expect(gardenListFilter('blitzVolunteer', '')).toEqual({ type: 'Blitz' });
    expect(gardenListFilter('longTermHost', '')).toEqual({ type: 'Ongoing' });
    expect(gardenListFilter('longTermVolunteer', '')).toEqual({ type: 'Ongoing' });
  });

  it('asks for the trimmed location, at most 200 characters', () => {
    expect(gardenListFilter('all', ' Mill Street ')).toEqual({ location: 'Mill Street' });
    expect(gardenListFilter('all', 'x'.repeat(250)).location).toHaveLength(200);
  });
});
