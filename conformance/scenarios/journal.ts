/**
 * The Smart Journal (spec 1 §2, §5, §7, §9): one's own entries only (another user's entry is 404,
 * like an unknown one), blank title or content refused, insights started with 202 and refused
 * with 409 while one is under way. An insight's text arrives later on the server (a background
 * job), so the scenarios compare the starts and their conflicts, never the generated text.
 */
import { scenario } from '../scenario';

const MORNING = {
  title: 'Morning pages',
  content: 'I woke up calm today. The seedlings on the windowsill finally sprouted.',
};

export const journalScenarios = [
  scenario(
    'journal',
    'the cursor is one of the caller’s own entries: another member’s answers as an unknown id',
    async ({ api, newUser, note }) => {
      const sam = await newUser('sam');
      const maya = await newUser('maya');
      await api.POST('/journal', { ...sam.auth, body: MORNING });
      const mayas = await api.POST('/journal', { ...maya.auth, body: MORNING });
      for (const q of [undefined, 'seedlings']) {
        const page = async (before: number) =>
          (await api.GET('/journal', { ...sam.auth, params: { query: { before, q } } })).data;
        note(`${q ? 'a search' : 'the list'} after another member’s entry, and after none`, {
          foreign: await page(mayas.data?.id ?? 1),
          unknown: await page(2147483647),
        });
      }
    },
  ),

  scenario(
    'journal',
    'entries: list, write, edit and delete one’s own; blanks refused; others’ entries are 404',
    async ({ api, newUser }) => {
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      await api.GET('/journal');
      await api.GET('/journal', maya.auth);
      await api.GET('/journal', { ...maya.auth, params: { query: { limit: 0 } } });
      await api.GET('/journal', {
        ...maya.auth,
        params: { query: { limit: 1, before: 2147483647 } },
      });
      const created = await api.POST('/journal', { ...maya.auth, body: MORNING });
      await api.POST('/journal', { body: MORNING });
      await api.POST('/journal', { ...maya.auth, body: { title: '   ', content: 'Something' } });
      await api.POST('/journal', { ...maya.auth, body: { title: 'Something', content: '\n\t ' } });
      await api.POST('/journal', { ...maya.auth, body: { title: '', content: 'Something' } });
      await api.POST('/journal', {
        ...maya.auth,
        body: { title: 'x'.repeat(201), content: 'Something' },
      });
      await api.POST('/journal', {
        ...maya.auth,
        body: { title: 'Something', content: 'a\u0000b' },
      });
      const id = created.data?.id ?? 1;
      const path = { params: { path: { id } } };
      await api.PUT('/journal/{id}', {
        ...maya.auth,
        ...path,
        body: { ...MORNING, title: 'Edited' },
      });
      await api.PUT('/journal/{id}', { ...maya.auth, ...path, body: { ...MORNING, content: ' ' } });
      await api.PUT('/journal/{id}', { ...sam.auth, ...path, body: MORNING });
      await api.PUT('/journal/{id}', {
        ...maya.auth,
        params: { path: { id: 2147483647 } },
        body: MORNING,
      });
      await api.PUT('/journal/{id}', {
        ...maya.auth,
        params: { path: { id: 2147483648 } },
        body: MORNING,
      });
      await api.GET('/journal', sam.auth);
      await api.DELETE('/journal/{id}', { ...sam.auth, ...path });
      await api.DELETE('/journal/{id}', { ...maya.auth, ...path });
      await api.DELETE('/journal/{id}', { ...maya.auth, ...path });
      await api.DELETE('/journal/{id}', path);
    },
  ),

  scenario(
    'journal',
    'insights: 202 to start, 409 while under way, delete back to absent, others’ entries are 404',
    async ({ api, newUser }) => {
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      const created = await api.POST('/journal', { ...maya.auth, body: MORNING });
      const path = { params: { path: { id: created.data?.id ?? 1 } } };
      const unknown = { params: { path: { id: 2147483647 } } };
      await api.POST('/journal/reflect/{id}', { ...maya.auth, ...path });
      await api.POST('/journal/reflect/{id}', { ...maya.auth, ...path });
      await api.POST('/journal/mantra/{id}', { ...maya.auth, ...path });
      await api.POST('/journal/mantra/{id}', { ...maya.auth, ...path });
      await api.POST('/journal/next-action/{id}', { ...maya.auth, ...path });
      await api.POST('/journal/next-action/{id}', { ...maya.auth, ...path });
      await api.POST('/journal/reflect/{id}', path);
      await api.POST('/journal/reflect/{id}', { ...sam.auth, ...path });
      await api.POST('/journal/mantra/{id}', { ...sam.auth, ...path });
      await api.POST('/journal/next-action/{id}', { ...maya.auth, ...unknown });
      await api.DELETE('/journal/{id}/insight/{kind}', {
        ...sam.auth,
        params: { path: { id: path.params.path.id, kind: 'reflection' } },
      });
      await api.DELETE('/journal/{id}/insight/{kind}', {
        ...maya.auth,
        params: { path: { id: path.params.path.id, kind: 'reflection' } },
      });
      await api.DELETE('/journal/{id}/insight/{kind}', {
        ...maya.auth,
        params: { path: { id: path.params.path.id, kind: 'reflection' } },
      });
      await api.POST('/journal/reflect/{id}', { ...maya.auth, ...path });
      await api.DELETE('/journal/{id}/insight/{kind}', {
        ...maya.auth,
        params: { path: { id: unknown.params.path.id, kind: 'mantra' } },
      });
    },
  ),

  scenario(
    'journal',
    'search and tags: full-text over one’s own entries, tags normalised, filtered by tag, refused when invalid (issue 33)',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      const first = await api.POST('/journal', { ...maya.auth, body: MORNING });
      await api.POST('/journal', {
        ...maya.auth,
        body: { title: 'Rainy day', content: 'A book about Seedlings and compost.' },
      });
      await api.POST('/journal', {
        ...sam.auth,
        body: { title: 'Not hers', content: 'Seedlings everywhere.' },
      });
      const titles = async (query: { q?: string; tag?: string; limit?: number }) => {
        const { data } = await api.GET('/journal', { ...maya.auth, params: { query } });
        return data?.map((entry) => entry.title);
      };
      note('seedlings', await titles({ q: 'seedlings' }));
      note('phrase', await titles({ q: '"on the windowsill"' }));
      note('or and minus', await titles({ q: 'compost or calm -book' }));
      note('no word', await titles({ q: '!!!' }));
      note('first of two', await titles({ q: 'seedlings', limit: 1 }));
      await api.GET('/journal', { ...maya.auth, params: { query: { q: ' ' } } });
      await api.GET('/journal', { ...maya.auth, params: { query: { q: 'x'.repeat(201) } } });
      await api.GET('/journal', { params: { query: { q: 'seedlings' } } });

      const path = { params: { path: { id: first.data?.id ?? 1 } } };
      const tagged = await api.PUT('/journal/tags/{id}', {
        ...maya.auth,
        ...path,
        body: { tags: ['  Garden ', 'Good   Days', 'garden'] },
      });
      note('normalised tags', tagged.data?.tags);
      note('by tag', await titles({ tag: 'GARDEN' }));
      note('by tag and search', await titles({ tag: 'garden', q: 'compost' }));
      await api.PUT('/journal/tags/{id}', { ...maya.auth, ...path, body: { tags: [' '] } });
      await api.PUT('/journal/tags/{id}', {
        ...maya.auth,
        ...path,
        body: { tags: ['x'.repeat(31)] },
      });
      await api.PUT('/journal/tags/{id}', { ...maya.auth, ...path, body: { tags: ['a,b'] } });
      await api.PUT('/journal/tags/{id}', {
        ...maya.auth,
        ...path,
        body: { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      });
      await api.PUT('/journal/tags/{id}', { ...sam.auth, ...path, body: { tags: ['mine'] } });
      await api.PUT('/journal/tags/{id}', { ...path, body: { tags: [] } });
      const removed = await api.PUT('/journal/tags/{id}', {
        ...maya.auth,
        ...path,
        body: { tags: ['good days'] },
      });
      note('after removing garden', removed.data?.tags);
      note('by removed tag', await titles({ tag: 'garden' }));
    },
  ),

  scenario(
    'journal',
    'crisis help and an entry’s date: crisis marked (grief not), the country kept, a past date ordered, the future refused (issue 45)',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const crisis = await api.POST('/journal', {
        ...maya.auth,
        body: { title: 'Tonight', content: 'I don’t want to live anymore.' },
      });
      const grief = await api.POST('/journal', {
        ...maya.auth,
        body: { title: 'Today', content: 'My dog died this morning. I cannot stop crying.' },
      });
      note('crisis, grief', [crisis.data?.crisis, grief.data?.crisis]);
      await api.GET('/journal/settings');
      await api.GET('/journal/settings', maya.auth);
      await api.PUT('/journal/settings', { ...maya.auth, body: { country: 'IE' } });
      await api.GET('/journal/settings', maya.auth);
      await api.PUT('/journal/settings', { ...maya.auth, body: { country: 'ie' } });
      await api.PUT('/journal/settings', { ...maya.auth, body: { country: 'IRL' } });
      await api.PUT('/journal/settings', { body: { country: 'IE' } });
      await api.PUT('/journal/settings', { ...maya.auth, body: { country: null } });

      const dated = await api.POST('/journal', {
        ...maya.auth,
        body: { ...MORNING, created_at: '2025-06-01T08:00:00.000Z' },
      });
      await api.POST('/journal', {
        ...maya.auth,
        body: { ...MORNING, created_at: '2999-01-01T00:00:00Z' },
      });
      await api.POST('/journal', { ...maya.auth, body: { ...MORNING, created_at: 'yesterday' } });
      const path = { params: { path: { id: grief.data?.id ?? 1 } } };
      await api.PUT('/journal/{id}', {
        ...maya.auth,
        ...path,
        body: { title: 'Today', content: 'Still here.', created_at: '2025-05-01T08:00:00.000Z' },
      });
      await api.PUT('/journal/{id}', {
        ...maya.auth,
        ...path,
        body: { title: 'Today', content: 'Still here.', created_at: '1899-01-01T08:00:00.000Z' },
      });
      const { data } = await api.GET('/journal', maya.auth);
      note('ordered by date', {
        dated: dated.data?.created_at,
        order: data?.map((entry) => [entry.title, entry.created_at.slice(0, 10)]),
      });
    },
  ),

  scenario(
    'journal',
    'Idempotency-Key: a replayed entry or edit answers its first answer, written once (issue 23)',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const keyed = (key: string) => ({
        headers: { ...maya.auth.headers, 'Idempotency-Key': key },
      });
      const created = await api.POST('/journal', { ...keyed('entry-1'), body: MORNING });
      await api.POST('/journal', { ...keyed('entry-1'), body: MORNING });
      const path = { params: { path: { id: created.data?.id ?? 1 } } };
      const edited = { ...MORNING, title: 'Edited offline' };
      await api.PUT('/journal/{id}', { ...keyed('edit-1'), ...path, body: edited });
      await api.PUT('/journal/{id}', { ...keyed('edit-1'), ...path, body: edited });
      await api.POST('/journal', { ...keyed('edit-1'), body: MORNING });
      const { data } = await api.GET('/journal', maya.auth);
      note(
        'titles',
        data?.map((entry) => entry.title),
      );
    },
  ),
  scenario(
    'journal',
    'importing entries: their dates and tags kept, the same ones twice skipped, a bad one refusing all',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const frost = {
        title: 'First frost',
        content: 'The kale is sweeter now.',
        tags: ['Garden'],
        created_at: '2025-11-20T07:30:00Z',
      };
      const swap = {
        title: 'Seed swap',
        content: 'Beans for squash.',
        created_at: '2025-11-22T18:00:00Z',
      };
      const entries = [frost, swap];
      await api.POST('/journal/import', { ...maya.auth, body: { entries } });
      await api.POST('/journal/import', { ...maya.auth, body: { entries: [...entries, frost] } });
      await api.POST('/journal/import', {
        ...maya.auth,
        body: { entries: [...entries, { ...swap, title: '   ' }] },
      });
      await api.POST('/journal/import', {
        ...maya.auth,
        body: { entries: [{ ...frost, tags: ['no/slashes'] }] },
      });
      await api.POST('/journal/import', { ...maya.auth, body: { entries: [] } });
      await api.POST('/journal/import', { body: { entries } });
      const { data } = await api.GET('/journal', maya.auth);
      note(
        'imported entries, with their dates and tags',
        data?.map((entry) => [entry.title, entry.created_at, entry.tags]),
      );
    },
  ),
  scenario(
    'journal',
    'search finds other forms of a word, tags and the word being typed, the matches marked (issue 45)',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      await api.POST('/journal', {
        ...maya.auth,
        body: { title: 'Balcony', content: 'I planted the tomatoes on my balcony today.' },
      });
      const saturday = await api.POST('/journal', {
        ...maya.auth,
        body: { title: 'Saturday', content: '## Beds\n\n- Dug the beds\n- Watered *everything*' },
      });
      await api.PUT('/journal/tags/{id}', {
        ...maya.auth,
        params: { path: { id: saturday.data?.id ?? 1 } },
        body: { tags: ['garden'] },
      });
      const search = async (q: string) => {
        const { data } = await api.GET('/journal', { ...maya.auth, params: { query: { q } } });
        return data?.map((entry) => [entry.title, entry.search_match]);
      };
      note('tomato finds tomatoes', await search('tomato'));
      note('a tag', await search('garden'));
      note('the last word typed', await search('balcony tomat'));
      note('Markdown left out of the passage', await search('watering'));
    },
  ),
  scenario(
    'journal',
    'the month calendar: days counted in the member’s zone, the streak, a bad month or zone refused (issue 45)',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      for (const created_at of [
        '2025-06-01T02:00:00Z',
        '2025-06-10T09:00:00Z',
        '2025-06-10T18:00:00Z',
        '2025-06-30T23:30:00Z',
      ])
        await api.POST('/journal', { ...maya.auth, body: { ...MORNING, created_at } });
      const month = async (who: typeof maya, query: { month: string; time_zone?: string }) => {
        const { data } = await api.GET('/journal/calendar', { ...who.auth, params: { query } });
        return data?.days.map((day) => [day.date, day.entries, day.titles.length]);
      };
      note('UTC', await month(maya, { month: '2025-06' }));
      note('New York', await month(maya, { month: '2025-06', time_zone: 'America/New_York' }));
      note('Auckland', await month(maya, { month: '2025-06', time_zone: 'Pacific/Auckland' }));
      note('another member', await month(sam, { month: '2025-06' }));
      await api.POST('/journal', { ...sam.auth, body: MORNING });
      const { data } = await api.GET('/journal/calendar', {
        ...sam.auth,
        params: { query: { month: '2025-06' } },
      });
      note('a streak of one, today', data?.streak);
      note(
        'maya’s streak',
        (
          await api.GET('/journal/calendar', {
            ...maya.auth,
            params: { query: { month: '2025-06' } },
          })
        ).data?.streak,
      );
      await api.GET('/journal/calendar', { ...maya.auth, params: { query: { month: '2025-13' } } });
      await api.GET('/journal/calendar', {
        ...maya.auth,
        params: { query: { month: '2025-06', time_zone: 'Mars/Olympus' } },
      });
      await api.GET('/journal/calendar', { params: { query: { month: '2025-06' } } });
    },
  ),
  scenario(
    'journal',
    'the member’s search language: Automatic by default, Spanish finds “Limón” by “limones” in the journal and We Talk, another value refused (issue 45)',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      await api.POST('/journal', {
        ...maya.auth,
        body: { title: 'Limón', content: 'Limón, menta, jengibre.' },
      });
      await api.POST('/forum/threads', {
        ...maya.auth,
        body: { title: 'Limón', text: 'Limón, menta, jengibre.' },
      });
      const search = async () => ({
        journal: (
          await api.GET('/journal', { ...maya.auth, params: { query: { q: 'limones' } } })
        ).data?.map((entry) => [entry.title, entry.search_match?.title]),
        talks: (
          await api.GET('/forum/threads', { ...maya.auth, params: { query: { q: 'limones' } } })
        ).data?.map((talk) => talk.title),
      });
      await api.GET('/auth/account/me/search', maya.auth);
      note('Automatic', await search());
      await api.PUT('/auth/account/me/search', { ...maya.auth, body: { language: 'spanish' } });
      await api.GET('/auth/account/me/search', maya.auth);
      note('Spanish', await search());
      await api.PUT('/auth/account/me/search', {
        ...maya.auth,
        // @ts-expect-error -- a value the contract refuses
        body: { language: 'klingon' },
      });
      await api.PUT('/auth/account/me/search', { body: { language: 'auto' } });
      await api.GET('/auth/account/me/search');
    },
  ),
  scenario(
    'journal',
    'a member who chose German or French finds “Gärten” by “Garten” and “Tomate” by “Tomaten”, “Cheval” by “chevaux” and “tomate” by “tomates”, in the journal and We Talk (issue 45)',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      for (const [title, content] of [
        ['Gärten', 'Tomate, Kartoffel, Basilikum.'],
        ['Cheval', 'Tomate, jardin, basilic.'],
      ] as const) {
        await api.POST('/journal', { ...maya.auth, body: { title, content } });
        await api.POST('/forum/threads', { ...maya.auth, body: { title, text: content } });
      }
      const search = async (q: string) => ({
        journal: (await api.GET('/journal', { ...maya.auth, params: { query: { q } } })).data?.map(
          (entry) => [entry.title, entry.search_match?.title, entry.search_match?.excerpt],
        ),
        // Only this scenario's talks: the server keeps other scenarios' (a tomato among them).
        talks: (await api.GET('/forum/threads', { ...maya.auth, params: { query: { q } } })).data
          ?.map((talk) => talk.title)
          .filter((title) => title === 'Gärten' || title === 'Cheval'),
      });
      await api.PUT('/auth/account/me/search', { ...maya.auth, body: { language: 'german' } });
      note('German: Garten', await search('Garten'));
      note('German: Tomaten', await search('Tomaten'));
      // Two words, both stemmed alike by every Snowball the server may run on (PostgreSQL 15's
      // leaves "Kartoffeln" whole, later ones give "kartoffel": the fakes follow the later).
      note('German: Tomaten Gärten', await search('Tomaten Gärten'));
      await api.PUT('/auth/account/me/search', { ...maya.auth, body: { language: 'french' } });
      note('French: chevaux', await search('chevaux'));
      note('French: tomates', await search('tomates'));
      note('French: jardins chevaux', await search('jardins chevaux'));
    },
  ),
];
