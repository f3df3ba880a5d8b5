/**
 * We Talk (spec 3 §2, §5, §6, §7 Forum; issue #19): public reads; signed-in users post; blank or
 * over-long texts refused; only the author or the forum admin deletes; a thread's comments go
 * with it. Issue 44: a talk is edited by its author or the forum admin, a comment by its author
 * only; likes are one per member and undone; the list is sorted by latest activity or top;
 * categories are managed by the forum admin, a talk is filed in one (moved by the admin), and the
 * list is filtered by one and paged by number.
 */
import { scenario } from '../scenario';

const UNKNOWN = 2147483647;

export const forumScenarios = [
  scenario(
    'forum',
    'members start talks and comment; visitors read; blank and long texts are refused',
    async ({ api, newUser, note }) => {
      const member = await newUser('member');
      const other = await newUser('other');

      await api.POST('/forum/threads', { body: { text: 'Anonymous talk' } });
      await api.POST('/forum/threads', { ...member.auth, body: { text: '   ' } });
      await api.POST('/forum/threads', { ...member.auth, body: { text: '' } });
      await api.POST('/forum/threads', { ...member.auth, body: { text: 'x'.repeat(5001) } });
      const started = await api.POST('/forum/threads', {
        ...member.auth,
        body: { text: '  Shall we start a tool library?  ' },
      });
      note('trimmed, by its author, no comments yet', {
        text: started.data?.text,
        mine: started.data?.user_id === member.id && started.data.author.id === member.id,
        username: started.data?.author.username,
        comments: started.data?.comment_count,
      });
      const id = started.data?.id ?? UNKNOWN;

      await api.POST('/forum/comments', { body: { thread_id: id, text: 'Anonymous' } });
      await api.POST('/forum/comments', { ...other.auth, body: { thread_id: id, text: ' ' } });
      await api.POST('/forum/comments', {
        ...other.auth,
        body: { thread_id: UNKNOWN, text: 'Nowhere' },
      });
      const first = await api.POST('/forum/comments', {
        ...other.auth,
        body: { thread_id: id, text: '  I have a ladder.  ' },
      });
      note('the comment, trimmed, by its author', {
        text: first.data?.text,
        mine: first.data?.author.id === other.id,
      });
      await api.POST('/forum/comments', {
        ...member.auth,
        body: { thread_id: id, text: 'Wonderful!' },
      });

      const list = await api.GET('/forum/threads');
      const mine = list.data?.find((thread) => thread.id === id);
      note('listed newest first, with its comment count', {
        first: list.data?.[0]?.id === id,
        comments: mine?.comment_count,
      });
      const comments = await api.GET('/forum/threads/{id}/comments', {
        params: { path: { id } },
      });
      note(
        'oldest first',
        comments.data?.map((comment) => comment.text),
      );
      await api.GET('/forum/threads/{id}/comments', { params: { path: { id: UNKNOWN } } });
    },
  ),

  scenario(
    'forum',
    'only the author or the forum admin deletes; a thread takes its comments with it',
    async ({ api, newUser, forumAdmin, note }) => {
      const member = await newUser('member');
      const other = await newUser('other');
      const admin = await forumAdmin();
      const named = await api.GET('/forum/admin');
      note('the forum admin is named by id', { admin: named.data?.id === admin.id });

      const talk = await api.POST('/forum/threads', {
        ...member.auth,
        body: { text: 'Rain barrels?' },
      });
      const id = talk.data?.id ?? UNKNOWN;
      const thread = { params: { path: { id } } };
      const a = await api.POST('/forum/comments', {
        ...other.auth,
        body: { thread_id: id, text: 'The co-op sells them.' },
      });
      const b = await api.POST('/forum/comments', {
        ...other.auth,
        body: { thread_id: id, text: 'Food-safe ones.' },
      });
      const commentA = { params: { path: { id: a.data?.id ?? UNKNOWN } } };
      const commentB = { params: { path: { id: b.data?.id ?? UNKNOWN } } };

      await api.DELETE('/forum/comments/{id}', commentA);
      await api.DELETE('/forum/comments/{id}', { ...member.auth, ...commentA });
      await api.DELETE('/forum/comments/{id}', { ...other.auth, ...commentA });
      await api.DELETE('/forum/comments/{id}', { ...other.auth, ...commentA });
      await api.DELETE('/forum/comments/{id}', {
        ...admin.auth,
        params: { path: { id: UNKNOWN } },
      });
      note(
        'left after the author deleted one',
        (await api.GET('/forum/threads/{id}/comments', thread)).data?.map((c) => c.text),
      );

      await api.DELETE('/forum/threads/{id}', thread);
      await api.DELETE('/forum/threads/{id}', { ...other.auth, ...thread });
      await api.DELETE('/forum/threads/{id}', { ...admin.auth, ...thread });
      await api.DELETE('/forum/threads/{id}', { ...member.auth, ...thread });
      await api.GET('/forum/threads/{id}/comments', thread);
      await api.DELETE('/forum/comments/{id}', { ...admin.auth, ...commentB });

      const own = await api.POST('/forum/threads', { ...member.auth, body: { text: 'Mine' } });
      const ownPath = { params: { path: { id: own.data?.id ?? UNKNOWN } } };
      await api.DELETE('/forum/threads/{id}', { ...member.auth, ...ownPath });
      note(
        'neither talk is listed',
        (await api.GET('/forum/threads')).data?.some(
          (row) => row.id === id || row.id === own.data?.id,
        ),
      );
    },
  ),

  scenario(
    'forum',
    'the thread list pages: limit (1..100) newest first, then after the cursor `before`',
    async ({ api, newUser, note }) => {
      const member = await newUser('member');
      const ids: number[] = [];
      for (const text of ['Page one', 'Page two', 'Page three']) {
        const made = await api.POST('/forum/threads', { ...member.auth, body: { text } });
        ids.push(made.data?.id ?? UNKNOWN);
      }
      const [oldest = UNKNOWN, middle = UNKNOWN, newest = UNKNOWN] = ids;
      const first = await api.GET('/forum/threads', { params: { query: { limit: 2 } } });
      note('the two newest', {
        same:
          JSON.stringify(first.data?.map((thread) => thread.id)) ===
          JSON.stringify([newest, middle]),
      });
      const next = await api.GET('/forum/threads', {
        params: { query: { limit: 1, before: middle } },
      });
      note('then the one after the cursor', { same: next.data?.[0]?.id === oldest });
      const gone = await api.GET('/forum/threads', { params: { query: { before: UNKNOWN } } });
      note('an unknown cursor: an empty page', gone.data);
      await api.GET('/forum/threads', { params: { query: { limit: 0 } } });
      await api.GET('/forum/threads', { params: { query: { limit: 101 } } });
    },
  ),
  scenario(
    'forum',
    'talks have an optional title; search over titles and texts, paged (issue 33)',
    async ({ api, newUser, note }) => {
      const member = await newUser('member');
      const titled = await api.POST('/forum/threads', {
        ...member.auth,
        body: { title: '  Quinceharvest swap ', text: 'Bring jars.' },
      });
      note('title trimmed', titled.data?.title);
      const blank = await api.POST('/forum/threads', {
        ...member.auth,
        body: { title: '  ', text: 'Who has quinceharvest tips?\nSecond line' },
      });
      note('blank title is none', blank.data?.title);
      await api.POST('/forum/threads', {
        ...member.auth,
        body: { title: 'x'.repeat(201), text: 'Too long a title' },
      });
      const search = async (query: { q: string; limit?: number; before?: number }) => {
        const { data } = await api.GET('/forum/threads', { params: { query } });
        return data?.map((talk) => talk.text);
      };
      note('both, newest first', await search({ q: 'quinceharvest' }));
      note('in a title only', await search({ q: 'quinceharvest swap' }));
      note(
        'the second page',
        await search({ q: 'quinceharvest', limit: 1, before: blank.data?.id ?? 1 }),
      );
      note('nothing', await search({ q: 'quinceharvest -jars -tips' }));
      await api.GET('/forum/threads', { params: { query: { q: '' } } });
    },
  ),
  scenario(
    'forum',
    'search finds other forms of a word and the word being typed, the matches marked (issue 45)',
    async ({ api, newUser, note }) => {
      const member = await newUser('member');
      await api.POST('/forum/threads', {
        ...member.auth,
        body: {
          text: 'Who has seed potatoes for the kohlquat bed? Mine are **sprouting** already.',
        },
      });
      await api.POST('/forum/threads', {
        ...member.auth,
        body: { title: 'Kohlquat swaps', text: 'Bring a tomato or two.' },
      });
      const search = async (q: string) => {
        const { data } = await api.GET('/forum/threads', { params: { query: { q } } });
        return data?.map((talk) => [talk.text, talk.search_match]);
      };
      // Words of their own (the server keeps other scenarios' talks), with the words tried.
      note('potato finds seed potatoes', await search('potato kohlquat'));
      note('a plural finds the singular', await search('kohlquat swap'));
      note('the last word typed', await search('kohlquat pot'));
      note('stemmed words', await search('sprout kohlquat'));
      note('not a search: no marks', (await api.GET('/forum/threads')).data?.[0]?.search_match);
    },
  ),
  scenario(
    'forum',
    "a talk's own page reads one thread by id, also off the list's first page (issue 33)",
    async ({ api, newUser, note }) => {
      const member = await newUser('member');
      const other = await newUser('other');
      const long = `Seeds\n${'tomato basil '.repeat(400)}`.slice(0, 5000);
      const talk = await api.POST('/forum/threads', { ...member.auth, body: { text: long } });
      const id = talk.data?.id ?? UNKNOWN;
      await api.POST('/forum/comments', { ...other.auth, body: { thread_id: id, text: 'Yes!' } });
      await api.POST('/forum/threads', { ...other.auth, body: { text: 'Newer talk' } });
      const page = await api.GET('/forum/threads', { params: { query: { limit: 1 } } });
      note('not on a first page of one', page.data?.[0]?.id === id);
      const one = await api.GET('/forum/threads/{id}', { params: { path: { id } } });
      note('the whole text, by its author, with its comment count', {
        whole: one.data?.text === long,
        mine: one.data?.author.id === member.id,
        title: one.data?.title,
        comments: one.data?.comment_count,
      });
      await api.GET('/forum/threads/{id}', { params: { path: { id: UNKNOWN } } });
      await api.DELETE('/forum/threads/{id}', { ...member.auth, params: { path: { id } } });
      await api.GET('/forum/threads/{id}', { params: { path: { id } } });
    },
  ),
  scenario(
    'forum',
    'edits: a talk by its author or the forum admin, a comment by its author; marked edited (issue 44)',
    async ({ api, newUser, forumAdmin, note }) => {
      const member = await newUser('member');
      const other = await newUser('other');
      const admin = await forumAdmin();
      const talk = await api.POST('/forum/threads', {
        ...member.auth,
        body: { title: 'Tools', text: 'A tool library?' },
      });
      note('not edited yet', talk.data?.edited_at);
      const thread = { params: { path: { id: talk.data?.id ?? UNKNOWN } } };
      const said = await api.POST('/forum/comments', {
        ...other.auth,
        body: { thread_id: talk.data?.id ?? UNKNOWN, text: 'I have a ladder.' },
      });
      const comment = { params: { path: { id: said.data?.id ?? UNKNOWN } } };

      await api.PATCH('/forum/threads/{id}', { ...thread, body: { text: 'Anonymous' } });
      await api.PATCH('/forum/threads/{id}', { ...other.auth, ...thread, body: { text: 'Mine?' } });
      await api.PATCH('/forum/threads/{id}', { ...member.auth, ...thread, body: { text: ' ' } });
      await api.PATCH('/forum/threads/{id}', {
        ...member.auth,
        ...thread,
        body: { text: 'x'.repeat(5001) },
      });
      await api.PATCH('/forum/threads/{id}', {
        ...member.auth,
        params: { path: { id: UNKNOWN } },
        body: { text: 'Nowhere' },
      });
      const edited = await api.PATCH('/forum/threads/{id}', {
        ...member.auth,
        ...thread,
        body: { title: '  ', text: '  A tool library, in March?  ' },
      });
      note('the talk as saved: trimmed, no title, marked', {
        title: edited.data?.title,
        text: edited.data?.text,
        edited: typeof edited.data?.edited_at === 'string',
      });
      const moderated = await api.PATCH('/forum/threads/{id}', {
        ...admin.auth,
        ...thread,
        body: { title: 'Tool library', text: 'A tool library, in March.' },
      });
      note('the forum admin edits a talk', {
        title: moderated.data?.title,
        author: moderated.data?.user_id === member.id,
      });

      await api.PATCH('/forum/comments/{id}', { ...member.auth, ...comment, body: { text: 'No' } });
      await api.PATCH('/forum/comments/{id}', { ...admin.auth, ...comment, body: { text: 'No' } });
      await api.PATCH('/forum/comments/{id}', { ...other.auth, ...comment, body: { text: '' } });
      await api.PATCH('/forum/comments/{id}', {
        ...other.auth,
        params: { path: { id: UNKNOWN } },
        body: { text: 'Nowhere' },
      });
      const fixed = await api.PATCH('/forum/comments/{id}', {
        ...other.auth,
        ...comment,
        body: { text: ' I have two ladders. ' },
      });
      note('the comment as saved', {
        text: fixed.data?.text,
        edited: typeof fixed.data?.edited_at === 'string',
      });
      const listed = await api.GET('/forum/threads/{id}/comments', thread);
      note(
        'the list has the edit',
        listed.data?.map((row) => [row.text, row.edited_at !== null]),
      );
    },
  ),

  scenario(
    'forum',
    'likes: one per member, counted, undone; the list sorted by top or latest activity (issue 44)',
    async ({ api, newUser, note }) => {
      const member = await newUser('member');
      const fan = await newUser('fan');
      const made: number[] = [];
      for (const text of ['Likesort first', 'Likesort second', 'Likesort third']) {
        const talk = await api.POST('/forum/threads', { ...member.auth, body: { text } });
        made.push(talk.data?.id ?? UNKNOWN);
      }
      const [first = UNKNOWN, second = UNKNOWN, third = UNKNOWN] = made;
      const path = (id: number) => ({ params: { path: { id } } });

      await api.PUT('/forum/threads/{id}/like', path(first));
      await api.PUT('/forum/threads/{id}/like', { ...fan.auth, ...path(UNKNOWN) });
      note(
        'liked',
        (await api.PUT('/forum/threads/{id}/like', { ...fan.auth, ...path(first) })).data,
      );
      note(
        'liked twice: still one',
        (await api.PUT('/forum/threads/{id}/like', { ...fan.auth, ...path(first) })).data,
      );
      note(
        'a second member',
        (await api.PUT('/forum/threads/{id}/like', { ...member.auth, ...path(first) })).data,
      );
      await api.PUT('/forum/threads/{id}/like', { ...fan.auth, ...path(second) });
      note(
        'undone',
        (await api.DELETE('/forum/threads/{id}/like', { ...member.auth, ...path(first) })).data,
      );
      await api.DELETE('/forum/threads/{id}/like', { ...fan.auth, ...path(UNKNOWN) });
      const read = await api.GET('/forum/threads/{id}', { ...fan.auth, ...path(first) });
      note('read by a liker', { likes: read.data?.like_count, mine: read.data?.liked_by_me });
      const anonymous = await api.GET('/forum/threads/{id}', path(first));
      note('read by a visitor', {
        likes: anonymous.data?.like_count,
        mine: anonymous.data?.liked_by_me,
      });

      const said = await api.POST('/forum/comments', {
        ...member.auth,
        body: { thread_id: first, text: 'Thanks!' },
      });
      const comment = path(said.data?.id ?? UNKNOWN);
      note(
        'a comment liked',
        (await api.PUT('/forum/comments/{id}/like', { ...fan.auth, ...comment })).data,
      );
      await api.PUT('/forum/comments/{id}/like', { ...fan.auth, ...path(UNKNOWN) });
      const comments = await api.GET('/forum/threads/{id}/comments', {
        ...fan.auth,
        ...path(first),
      });
      note(
        'counted in the list',
        comments.data?.map((row) => [row.like_count, row.liked_by_me]),
      );
      note(
        'a comment unliked',
        (await api.DELETE('/forum/comments/{id}/like', { ...fan.auth, ...comment })).data,
      );
      await api.DELETE('/forum/comments/{id}/like', { ...fan.auth, ...path(UNKNOWN) });

      const order = async (sort?: 'latest' | 'top') => {
        const { data } = await api.GET('/forum/threads', {
          params: { query: { q: 'likesort', ...(sort ? { sort } : {}) } },
        });
        return data?.map((row) => made.indexOf(row.id));
      };
      // The first talk was commented on last: the latest activity.
      note('latest (the default)', await order());
      note('top', await order('top'));
      note('latest', await order('latest'));
      note(
        'top, the page after the second',
        (
          await api.GET('/forum/threads', {
            params: { query: { q: 'likesort', sort: 'top', before: second } },
          })
        ).data?.map((row) => row.id === third),
      );
      await api.GET('/forum/threads', {
        params: { query: { sort: 'best' as unknown as 'top' } },
      });
    },
  ),
  scenario(
    'forum',
    'the forum admin manages categories; talks are filed in one, moved by the admin; the list filters and pages',
    async ({ api, newUser, forumAdmin, note }) => {
      const member = await newUser('member');
      const admin = await forumAdmin();
      await api.POST('/forum/categories', { body: { name: 'Anon', colour: 'green' } });
      await api.POST('/forum/categories', {
        ...member.auth,
        body: { name: 'Mine', colour: 'green' },
      });
      await api.POST('/forum/categories', { ...admin.auth, body: { name: '  ', colour: 'green' } });
      await api.POST('/forum/categories', {
        ...admin.auth,
        body: { name: 'x'.repeat(41), colour: 'green' },
      });
      await api.POST('/forum/categories', {
        ...admin.auth,
        body: { name: 'Hex', colour: '#ff0000' as unknown as 'green' },
      });
      const made = await api.POST('/forum/categories', {
        ...admin.auth,
        body: { name: '  Kohlrabi club ', colour: 'amber', description: ' Bulbs. ' },
      });
      note('a category, trimmed', made.data && { ...made.data, id: undefined });
      const kohlrabi = made.data?.id ?? UNKNOWN;
      await api.POST('/forum/categories', {
        ...admin.auth,
        body: { name: 'KOHLRABI CLUB', colour: 'blue' },
      });
      const other = await api.POST('/forum/categories', {
        ...admin.auth,
        body: { name: 'Kohlrabi swaps', colour: 'blue' },
      });
      const swaps = other.data?.id ?? UNKNOWN;
      const id = (value: number) => ({ params: { path: { id: value } } });
      await api.PATCH('/forum/categories/{id}', {
        ...member.auth,
        ...id(swaps),
        body: { name: 'Swaps', colour: 'red' },
      });
      await api.PATCH('/forum/categories/{id}', {
        ...admin.auth,
        ...id(UNKNOWN),
        body: { name: 'Swaps', colour: 'red' },
      });
      await api.PATCH('/forum/categories/{id}', {
        ...admin.auth,
        ...id(swaps),
        body: { name: 'kohlrabi Club', colour: 'red' },
      });
      const renamed = await api.PATCH('/forum/categories/{id}', {
        ...admin.auth,
        ...id(swaps),
        body: { name: 'Kohlrabi trades', colour: 'red' },
      });
      note('renamed', renamed.data && { ...renamed.data, id: undefined });

      const filed = await api.POST('/forum/threads', {
        ...member.auth,
        body: { text: 'kohlrabicat one', category_id: kohlrabi },
      });
      note('filed', filed.data?.category && { ...filed.data.category, id: undefined });
      await api.POST('/forum/threads', {
        ...member.auth,
        body: { text: 'kohlrabicat nowhere', category_id: UNKNOWN },
      });
      const loose = await api.POST('/forum/threads', {
        ...member.auth,
        body: { text: 'kohlrabicat two' },
      });
      note('uncategorised', loose.data?.category);
      const talk = filed.data?.id ?? UNKNOWN;
      const listed = async (query: { category?: string; page?: number; limit?: number }) =>
        (
          await api.GET('/forum/threads', { params: { query: { q: 'kohlrabicat', ...query } } })
        ).data?.map((row) => [row.id === talk, row.category?.name ?? null]);
      note('in the category', await listed({ category: String(kohlrabi) }));
      note('in none', await listed({ category: 'none' }));
      note('page 2 of 1', await listed({ limit: 1, page: 2 }));
      await api.GET('/forum/threads', { params: { query: { category: String(UNKNOWN) } } });
      await api.GET('/forum/threads', { params: { query: { page: 2, before: talk } } });

      const move = (who: { auth: object } | null, thread: number, category: number | null) =>
        api.PUT('/forum/threads/{id}/category', {
          ...(who ? who.auth : {}),
          ...id(thread),
          body: { category_id: category },
        });
      await move(null, talk, swaps);
      await move(member, talk, swaps);
      await move(admin, talk, UNKNOWN);
      await move(admin, UNKNOWN, swaps);
      const moved = await move(admin, talk, swaps);
      note('moved, not edited', {
        category: moved.data?.category?.name,
        edited: moved.data?.edited_at,
      });
      const categories = await api.GET('/forum/categories');
      note(
        'the categories, by name, with their talks',
        categories.data
          ?.filter((row) => row.name.startsWith('Kohlrabi'))
          .map((row) => [row.name, row.colour, row.talk_count]),
      );
      await api.DELETE('/forum/categories/{id}', { ...member.auth, ...id(swaps) });
      await api.DELETE('/forum/categories/{id}', { ...admin.auth, ...id(swaps) });
      await api.DELETE('/forum/categories/{id}', { ...admin.auth, ...id(swaps) });
      note(
        'its talk uncategorised',
        (await api.GET('/forum/threads/{id}', id(talk))).data?.category,
      );
    },
  ),
];
