/**
 * We Dream and the Dream Machine (spec 2 §2 /wedream and /dreammachine, §5, §6, §7 Dreams): one
 * dream per signed-in user, both texts required; a mantra for anyone; the collective dream public,
 * run now by operators only. The collective's content depends on which dreams each backend holds
 * (the server keeps every scenario's users, the fakes their seed), so only its statuses are
 * compared; the mantra's words come from each backend's engine, so only its source is.
 */
import { scenario } from '../scenario';

export const dreamsScenarios = [
  scenario(
    'we-dream',
    'my dream: saved, replaced and cleared by a signed-in user; both texts required',
    async ({ api, newUser, note }) => {
      const member = await newUser('dreamer');

      await api.GET('/we-dream/active');
      const none = await api.GET('/we-dream/active', member.auth);
      note('no dream yet', none.data);

      const dream = { vision: 'Gardens on every corner.', mantra: 'I plant the corners.' };
      await api.POST('/we-dream/save', { body: dream });
      await api.POST('/we-dream/save', { ...member.auth, body: { ...dream, vision: '   ' } });
      await api.POST('/we-dream/save', { ...member.auth, body: { ...dream, mantra: '' } });
      await api.POST('/we-dream/save', {
        ...member.auth,
        // @ts-expect-error -- the mantra is missing on purpose
        body: { vision: 'Gardens.' },
      });
      const saved = await api.POST('/we-dream/save', {
        ...member.auth,
        body: { vision: `  ${dream.vision} `, mantra: dream.mantra },
      });
      note('the server’s message', saved.data?.message);
      note('saved, trimmed', (await api.GET('/we-dream/active', member.auth)).data);

      await api.POST('/we-dream/save', {
        ...member.auth,
        body: { vision: 'Rain barrels on every roof.', mantra: 'Water finds its way.' },
      });
      note('replaced', (await api.GET('/we-dream/active', member.auth)).data);

      await api.POST('/we-dream/clear');
      const cleared = await api.POST('/we-dream/clear', member.auth);
      note('cleared', cleared.data?.message);
      await api.POST('/we-dream/clear', member.auth);
      note('gone', (await api.GET('/we-dream/active', member.auth)).data);
    },
  ),

  scenario(
    'we-dream',
    'Manifest Mantra: a mantra from a vision for anyone, nothing saved; a blank vision refused',
    async ({ api, newUser, note }) => {
      const member = await newUser('visionary');
      const text = 'A neighbourhood where every child knows how to grow a tomato.';
      const anonymous = await api.POST('/we-dream/manifest', { body: { text } });
      note('written by the built-in engine', anonymous.data?.source);
      note(
        'one sentence in the first person',
        /^[^\n]*\bI\b[^\n]*\.$/.test(anonymous.data?.mantra ?? ''),
      );
      await api.POST('/we-dream/manifest', { ...member.auth, body: { text } });
      note('nothing saved', (await api.GET('/we-dream/active', member.auth)).data?.exists);

      await api.POST('/we-dream/manifest', { body: { text: '  \n ' } });
      await api.POST('/we-dream/manifest', { body: { text: '' } });
      // @ts-expect-error -- the vision is missing on purpose
      await api.POST('/we-dream/manifest', { body: {} });
    },
  ),

  scenario(
    'we-dream',
    'the Dream Machine: its result is public; operators run it now, others are refused',
    async ({ api, newUser, operator }) => {
      const member = await newUser('member');
      const ops = await operator();
      await api.POST('/we-dream/save', {
        ...member.auth,
        body: { vision: 'Gardens on every street.', mantra: 'I grow with my neighbours.' },
      });

      await api.GET('/we-dream/collective');
      await api.POST('/we-dream/collective/run');
      await api.POST('/we-dream/collective/run', member.auth);
      await api.POST('/we-dream/collective/run', ops.auth);
      await api.GET('/we-dream/collective', member.auth);
    },
  ),
];
