/**
 * The garden programme (spec 2 §2 /gardenblitz, /gardendirectory, /gardendetails/{id}, §4, §5,
 * §6, §7 Gardens): sign-ups from the four forms (anonymous allowed), Pending in the programme's
 * town; the programme admin decides them; the host edits and withdraws them and decides the
 * volunteer requests, which anyone may send; e-mails shown only to whom they belong. The lists
 * hold other gardens on each backend (the fakes' seed, the server's earlier scenarios), so only
 * what a scenario made itself is noted.
 */
import type { Garden, GardenCreate, VolunteerRequest } from '@wegrow/api';
import { scenario, type User } from '../scenario';

const UNKNOWN = 2147483647;

const HOST_FORM: GardenCreate = {
  type: 'Blitz',
  host_name: 'Maya Green',
  description: 'Garden Host Application',
  notes: 'Sunny backyard, about 20 m2, water tap available.',
  email: 'maya@example.org',
};

/** What a garden says apart from its id, host id and time (which differ between backends). */
const shown = (garden: Garden | undefined) =>
  garden && {
    type: garden.type,
    host_name: garden.host_name,
    location: garden.location,
    description: garden.description,
    notes: garden.notes,
    status: garden.status,
    email: garden.email,
  };

const requestsShown = (requests: VolunteerRequest[] | undefined) =>
  requests?.map(({ volunteer_name, volunteer_email, status }) => ({
    volunteer_name,
    volunteer_email,
    status,
  }));

export const gardensScenarios = [
  scenario(
    'gardens',
    'the directory’s cursor is a garden the caller sees: a hidden one answers as an unknown id',
    async ({ api, newUser, note }) => {
      const older = await api.POST('/gardens', { body: HOST_FORM });
      const host = await newUser('unverified', { verified: false });
      const hidden = await api.POST('/gardens', { ...host.auth, body: HOST_FORM });
      const page = async (before: number, viewer?: User) =>
        (await api.GET('/gardens', { ...viewer?.auth, params: { query: { before } } })).data;
      note('a visitor’s page after a hidden garden, and after none', {
        hidden: await page(hidden.data?.id ?? UNKNOWN),
        unknown: await page(UNKNOWN),
      });
      const forHost = await page(hidden.data?.id ?? UNKNOWN, host);
      note(
        'its host’s page after it has the older garden',
        forHost?.some((garden) => garden.id === older.data?.id),
      );
    },
  ),

  scenario(
    'gardens',
    'sign-ups from the four forms, anonymous too; name, e-mail and message required; one town',
    async ({ api, newUser, gardensAdmin, note }) => {
      await gardensAdmin();
      const member = await newUser('host');
      const programme = await api.GET('/gardens/programme');
      note('the town and the admin’s name', {
        town: programme.data?.town,
        admin: programme.data?.admin.name,
      });

      const anonymous = await api.POST('/gardens', { body: HOST_FORM });
      note('anonymous: no host, the e-mail not shown back', {
        ...shown(anonymous.data),
        host_id: anonymous.data?.host_id,
      });

      const forms = [
        ['Blitz', 'Garden Host Application'],
        ['Blitz', 'Volunteer Application'],
        ['Ongoing', 'Garden Host Application'],
        ['Ongoing', 'Volunteer Application'],
      ] as const;
      for (const [type, description] of forms) {
        const created = await api.POST('/gardens', {
          ...member.auth,
          body: { ...HOST_FORM, type, description, host_name: '  Maya  ', location: 'RIVERTON' },
        });
        note(`${type} ${description}`, {
          ...shown(created.data),
          isHost: created.data?.host_id === member.id,
        });
      }

      const { host_name: _name, ...noName } = HOST_FORM;
      // @ts-expect-error -- the name is missing on purpose
      await api.POST('/gardens', { body: noName });
      const { email: _email, ...noEmail } = HOST_FORM;
      // @ts-expect-error -- the e-mail is missing on purpose
      await api.POST('/gardens', { body: noEmail });
      await api.POST('/gardens', { body: { ...HOST_FORM, notes: '  ' } });
      await api.POST('/gardens', { body: { ...HOST_FORM, email: 'not an address' } });
      await api.POST('/gardens', {
        // @ts-expect-error -- not one of the two applications
        body: { ...HOST_FORM, description: 'Gardener wanted' },
      });
      await api.POST('/gardens', { body: { ...HOST_FORM, location: 'Lakeside' } });
    },
  ),

  scenario(
    'gardens',
    'the directory: newest first, filtered; a garden by id; its e-mail only for the host and admin',
    async ({ api, newUser, gardensAdmin, note }) => {
      const admin = await gardensAdmin();
      const host = await newUser('host');
      const member = await newUser('member');
      const created = await api.POST('/gardens', { ...host.auth, body: HOST_FORM });
      const id = created.data?.id ?? UNKNOWN;

      const all = await api.GET('/gardens');
      note('the new garden leads', all.data?.[0]?.id === id);
      const filtered = await api.GET('/gardens', {
        params: { query: { type: 'Blitz', location: 'river' } },
      });
      note('found by type and a part of the location', filtered.data?.[0]?.id === id);
      const otherType = await api.GET('/gardens', { params: { query: { type: 'Ongoing' } } });
      note(
        'not among the other type',
        otherType.data?.some((garden) => garden.id === id),
      );
      // @ts-expect-error -- not a garden type
      await api.GET('/gardens', { params: { query: { type: 'Weekly' } } });

      const path = { params: { path: { id } } };
      const viewers: [string, User | null][] = [
        ['visitor', null],
        ['member', member],
        ['host', host],
        ['admin', admin],
      ];
      for (const [name, viewer] of viewers) {
        const one = await api.GET('/gardens/{id}', { ...path, ...viewer?.auth });
        const listed = await api.GET('/gardens', viewer?.auth);
        note(`the e-mail as the ${name} sees it`, {
          one: one.data?.email,
          listed: listed.data?.find((garden) => garden.id === id)?.email,
        });
      }
      await api.GET('/gardens/{id}', { params: { path: { id: UNKNOWN } } });
    },
  ),

  scenario(
    'gardens',
    'a sign-up by an unverified account: seen by its host and the admin only, not published',
    async ({ api, newUser, gardensAdmin, note }) => {
      const admin = await gardensAdmin();
      const host = await newUser('unverified', { verified: false });
      const member = await newUser('member');
      const created = await api.POST('/gardens', { ...host.auth, body: HOST_FORM });
      const id = created.data?.id ?? UNKNOWN;
      note('made, as its host sees it', {
        ...shown(created.data),
        isHost: created.data?.host_id === host.id,
      });
      const viewers: [string, User | null][] = [
        ['visitor', null],
        ['member', member],
        ['host', host],
        ['admin', admin],
      ];
      for (const [name, viewer] of viewers) {
        const listed = await api.GET('/gardens', viewer?.auth);
        note(
          `listed for the ${name}`,
          listed.data?.some((garden) => garden.id === id),
        );
        await api.GET('/gardens/{id}', { params: { path: { id } }, ...viewer?.auth });
        await api.GET('/volunteers/requests/{gardenId}', {
          params: { path: { gardenId: id } },
          ...viewer?.auth,
        });
      }
      await api.POST('/volunteers/request', { body: { garden_id: id, volunteer_name: 'Lee' } });
      await api.POST('/volunteers/request', {
        ...member.auth,
        body: { garden_id: id, volunteer_name: 'Sam' },
      });
    },
  ),

  scenario(
    'gardens',
    'the host edits and withdraws; the programme admin decides once and may remove; others refused',
    async ({ api, newUser, gardensAdmin, note }) => {
      const admin = await gardensAdmin();
      const host = await newUser('host');
      const member = await newUser('member');
      const created = await api.POST('/gardens', { ...host.auth, body: HOST_FORM });
      const id = created.data?.id ?? UNKNOWN;
      const path = { params: { path: { id } } };
      const edit = {
        type: 'Ongoing',
        host_name: ' Maya G. ',
        notes: 'Now a long-term garden.',
        email: 'maya.g@example.org',
      } as const;

      await api.PUT('/gardens/{id}', { ...path, body: edit });
      await api.PUT('/gardens/{id}', { ...path, ...member.auth, body: edit });
      await api.PUT('/gardens/{id}', { ...path, ...admin.auth, body: edit });
      await api.PUT('/gardens/{id}', { ...path, ...host.auth, body: { ...edit, notes: ' ' } });
      await api.PUT('/gardens/{id}', {
        params: { path: { id: UNKNOWN } },
        ...host.auth,
        body: edit,
      });
      const edited = await api.PUT('/gardens/{id}', { ...path, ...host.auth, body: edit });
      note('edited', shown(edited.data));

      const approve = { body: { status: 'Approved' } } as const;
      await api.PATCH('/gardens/{id}/status', { ...path, ...approve });
      await api.PATCH('/gardens/{id}/status', { ...path, ...member.auth, ...approve });
      await api.PATCH('/gardens/{id}/status', { ...path, ...host.auth, ...approve });
      await api.PATCH('/gardens/{id}/status', {
        params: { path: { id: UNKNOWN } },
        ...admin.auth,
        ...approve,
      });
      await api.PATCH('/gardens/{id}/status', {
        ...path,
        ...admin.auth,
        // @ts-expect-error -- not a decision
        body: { status: 'Pending' },
      });
      const approved = await api.PATCH('/gardens/{id}/status', {
        ...path,
        ...admin.auth,
        ...approve,
      });
      note('approved', shown(approved.data));
      await api.PATCH('/gardens/{id}/status', {
        ...path,
        ...admin.auth,
        body: { status: 'Rejected' },
      });
      const inbox = await api.GET('/inbox/{userId}', {
        params: { path: { userId: host.id } },
        ...host.auth,
      });
      const [told] = inbox.data ?? [];
      note(
        'the host is told',
        told && { sender: told.sender, subject: told.subject, content: told.content },
      );

      await api.DELETE('/gardens/{id}', path);
      await api.DELETE('/gardens/{id}', { ...path, ...member.auth });
      await api.DELETE('/gardens/{id}', { ...path, ...host.auth });
      await api.DELETE('/gardens/{id}', { ...path, ...host.auth });
      await api.GET('/gardens/{id}', path);

      const anonymous = await api.POST('/gardens', { body: HOST_FORM });
      const anonymousPath = { params: { path: { id: anonymous.data?.id ?? UNKNOWN } } };
      await api.PUT('/gardens/{id}', { ...anonymousPath, ...host.auth, body: edit });
      await api.DELETE('/gardens/{id}', { ...anonymousPath, ...admin.auth });
    },
  ),

  scenario(
    'volunteers',
    'anyone asks to help; names public, e-mails for the host; the host decides once, the volunteer told',
    async ({ api, newUser, gardensAdmin, note }) => {
      const admin = await gardensAdmin();
      const host = await newUser('host');
      const volunteer = await newUser('volunteer');
      const other = await newUser('other');
      const created = await api.POST('/gardens', { ...host.auth, body: HOST_FORM });
      const gardenId = created.data?.id ?? UNKNOWN;

      const anonymous = await api.POST('/volunteers/request', {
        body: { garden_id: gardenId, volunteer_name: '  Lee ' },
      });
      note('anonymous, no e-mail', requestsShown(anonymous.data ? [anonymous.data] : []));
      const signedIn = await api.POST('/volunteers/request', {
        ...volunteer.auth,
        body: {
          garden_id: gardenId,
          volunteer_name: 'Sam Rivers',
          volunteer_email: 'sam@example.org',
        },
      });
      note('the e-mail echoed to its sender', signedIn.data?.volunteer_email);
      await api.POST('/volunteers/request', {
        body: { garden_id: gardenId, volunteer_name: 'Kim', volunteer_email: null },
      });
      // @ts-expect-error -- the name is missing on purpose
      await api.POST('/volunteers/request', { body: { garden_id: gardenId } });
      await api.POST('/volunteers/request', {
        body: { garden_id: gardenId, volunteer_name: 'Lee', volunteer_email: 'nope' },
      });
      await api.POST('/volunteers/request', {
        body: { garden_id: UNKNOWN, volunteer_name: 'Lee' },
      });

      const list = { params: { path: { gardenId } } };
      for (const [name, viewer] of [
        ['visitor', null],
        ['volunteer', volunteer],
        ['admin', admin],
        ['host', host],
      ] as const) {
        const requests = await api.GET('/volunteers/requests/{gardenId}', {
          ...list,
          ...viewer?.auth,
        });
        note(`the requests as the ${name} sees them`, requestsShown(requests.data));
      }
      await api.GET('/volunteers/requests/{gardenId}', { params: { path: { gardenId: UNKNOWN } } });

      const requestId = signedIn.data?.id ?? UNKNOWN;
      const decide = { params: { path: { requestId } }, body: { status: 'Approved' } } as const;
      await api.PATCH('/volunteers/approve/{requestId}', decide);
      await api.PATCH('/volunteers/approve/{requestId}', { ...decide, ...other.auth });
      await api.PATCH('/volunteers/approve/{requestId}', { ...decide, ...admin.auth });
      await api.PATCH('/volunteers/approve/{requestId}', { ...decide, ...volunteer.auth });
      await api.PATCH('/volunteers/approve/{requestId}', {
        ...host.auth,
        params: { path: { requestId: UNKNOWN } },
        body: { status: 'Approved' },
      });
      await api.PATCH('/volunteers/approve/{requestId}', {
        ...host.auth,
        params: { path: { requestId } },
        // @ts-expect-error -- not a decision
        body: { status: 'Maybe' },
      });
      const approved = await api.PATCH('/volunteers/approve/{requestId}', {
        ...decide,
        ...host.auth,
      });
      note('approved', requestsShown(approved.data ? [approved.data] : []));
      await api.PATCH('/volunteers/approve/{requestId}', {
        ...host.auth,
        params: { path: { requestId } },
        body: { status: 'Rejected' },
      });
      const inbox = await api.GET('/inbox/{userId}', {
        params: { path: { userId: volunteer.id } },
        ...volunteer.auth,
      });
      const [told] = inbox.data ?? [];
      note(
        'the volunteer is told',
        told && { sender: told.sender, subject: told.subject, content: told.content },
      );

      const lee = anonymous.data?.id ?? UNKNOWN;
      const rejected = await api.PATCH('/volunteers/approve/{requestId}', {
        ...host.auth,
        params: { path: { requestId: lee } },
        body: { status: 'Rejected' },
      });
      note('rejected', rejected.data?.status);

      await api.DELETE('/gardens/{id}', { params: { path: { id: gardenId } }, ...host.auth });
      await api.GET('/volunteers/requests/{gardenId}', list);
      await api.POST('/volunteers/request', {
        body: { garden_id: gardenId, volunteer_name: 'Late' },
      });
    },
  ),
];
