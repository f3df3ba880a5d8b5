/**
 * Lyra (spec 3 §6, §7 Lyra; issue #20): anyone talks to her; consented exchanges are kept in the
 * caller's own log (a signed-in user's, or a visitor's named by a random id), never one shared
 * anonymous log; her soul and dreams are public. Her replies differ by engine (the fakes' voice is
 * simpler), so only who spoke and what was kept are compared.
 */
import { scenario } from '../scenario';

const VISITOR_A = 'q8Fz-3kLmN7pR2sT_vWxY1';
const VISITOR_B = 'Zx9-Qw8_Er7Ty6Ui5Op4As';
const visitor = (id: string) => ({ headers: { 'X-Lyra-Visitor': id } });

export const lyraScenarios = [
  scenario('lyra', 'each caller keeps their own chat log', async ({ api, newUser, note }) => {
    const member = await newUser('member');

    const anonymous = await api.POST('/lyra', {
      body: { message: '  Do you dream?  ', userConsent: true },
    });
    note('a visitor without an id is answered as anonymous, trimmed', {
      user: anonymous.data?.user_id,
      message: anonymous.data?.message,
      replied: (anonymous.data?.reply.length ?? 0) > 0,
    });
    note('and nothing is kept', (await api.GET('/lyra/chat-log')).data);

    await api.POST('/lyra', {
      ...visitor(VISITOR_A),
      body: { message: 'I am visitor A', userConsent: true },
    });
    await api.POST('/lyra', {
      ...visitor(VISITOR_A),
      body: { message: 'Not kept', userConsent: false },
    });
    await api.POST('/lyra', {
      ...visitor(VISITOR_B),
      body: { message: 'I am visitor B', userConsent: true },
    });
    const a = await api.GET('/lyra/chat-log', visitor(VISITOR_A));
    note(
      "visitor A's log",
      a.data?.map((entry) => [entry.user_id, entry.message]),
    );
    const b = await api.GET('/lyra/chat-log', visitor(VISITOR_B));
    note(
      "visitor B's log",
      b.data?.map((entry) => entry.message),
    );

    const said = await api.POST('/lyra', {
      ...member.auth,
      ...visitor(VISITOR_A),
      body: { message: 'Hello from a member', userConsent: true, userId: 'anonymous' },
    });
    note('a member speaks as themself', said.data?.user_id === String(member.id));
    const mine = await api.GET('/lyra/chat-log', { ...member.auth, ...visitor(VISITOR_A) });
    note(
      "the member's log (the token wins over a visitor id)",
      mine.data?.map((entry) => entry.message),
    );

    await api.GET('/lyra/chat-log', visitor('short'));
    await api.GET('/lyra/chat-log', visitor('a'.repeat(30)));
    await api.POST('/lyra', { ...visitor('anonymous-visitor-0000000'), body: { message: 'Hi' } });
    await api.POST('/lyra', { body: { message: '   ' } });
    await api.POST('/lyra', { body: { message: 'x'.repeat(4001) } });
  }),

  scenario(
    'lyra',
    'she remembers what each caller told her (issue 45)',
    async ({ api, newUser, note }) => {
      const member = await newUser('priya');
      const stranger = await newUser('stranger');
      const say = (message: string, userConsent = true) =>
        api.POST('/lyra', { ...member.auth, body: { message, userConsent } });
      await say('my name is Priya and I grow tomatoes on my balcony');
      await say('I water them every morning.');
      await say('My name is Zed.', false);
      const recalled = await say('Do you remember my name and what I grow?');
      note('she recalls them', {
        name: recalled.data?.reply.includes('Priya'),
        grows: recalled.data?.reply.includes('tomatoes on your balcony'),
      });
      const kept = await api.GET('/lyra/facts', member.auth);
      note(
        'the facts, in the order told (none from the unconsented message)',
        kept.data?.map(({ kind, text }) => [kind, text]),
      );
      note('a stranger has none', (await api.GET('/lyra/facts', stranger.auth)).data);
      await api.POST('/lyra', {
        ...visitor(VISITOR_B),
        body: { message: 'My name is Ana.', userConsent: true },
      });
      note(
        "a visitor's own",
        (await api.GET('/lyra/facts', visitor(VISITOR_B))).data?.map(({ text }) => text),
      );
      await api.GET('/lyra/facts', visitor('short'));

      const name = kept.data?.find(({ kind }) => kind === 'name');
      const path = { params: { path: { id: name?.id ?? 0 } } };
      await api.DELETE('/lyra/facts/{id}', { ...stranger.auth, ...path });
      await api.DELETE('/lyra/facts/{id}', { ...visitor(VISITOR_B), ...path });
      await api.DELETE('/lyra/facts/{id}', path);
      await api.DELETE('/lyra/facts/{id}', { ...member.auth, ...path });
      await api.DELETE('/lyra/facts/{id}', { ...member.auth, ...path });
      note(
        'after forgetting the name',
        (await api.GET('/lyra/facts', member.auth)).data?.map(({ kind }) => kind),
      );
      const forgotten = await say('Do you remember my name?');
      note('she no longer knows it', forgotten.data?.reply.includes('Priya'));
    },
  ),

  scenario('lyra', 'her soul and dreams are public', async ({ api, note }) => {
    const soul = await api.GET('/lyra/soul');
    note('a soul with beliefs and memories', {
      beliefs: Array.isArray(soul.data?.beliefs),
      memory: Array.isArray(soul.data?.memory),
    });
    const dreams = await api.GET('/lyra/dreams');
    note('dreams', (dreams.data?.length ?? 0) > 5);
  }),
];
