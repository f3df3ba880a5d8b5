/**
 * We Learn (spec 3 §2, §5; issue #19): anyone asks for a policy text's breakdown; blank and
 * over-long texts are refused. The sections' words differ by engine (the fakes' are simpler), so
 * only that all six are written, and by whom, is compared.
 */
import { scenario } from '../scenario';

const TEXT =
  'The bill gives tenants a right to a rent-controlled lease renewal and funds 2,000 new co-op homes.';

export const weLearnScenarios = [
  scenario(
    'we-learn',
    'anyone gets a breakdown of a policy text',
    async ({ api, newUser, note }) => {
      const member = await newUser('member');
      const anonymous = await api.POST('/we-learn/interpret', { body: { text: TEXT } });
      const signedIn = await api.POST('/we-learn/interpret', {
        ...member.auth,
        body: { text: TEXT },
      });
      for (const [who, answer] of [
        ['visitor', anonymous.data],
        ['member', signedIn.data],
      ] as const)
        note(`${who}: six sections by the local engine`, {
          written: answer
            ? [
                answer.what,
                answer.impact,
                answer.pros,
                answer.cons,
                answer.controversy,
                answer.importance,
              ].every((section) => section.length > 0)
            : false,
          source: answer?.source,
        });

      await api.POST('/we-learn/interpret', { body: { text: '   ' } });
      await api.POST('/we-learn/interpret', { body: { text: '' } });
      await api.POST('/we-learn/interpret', { body: { text: 'x'.repeat(8001) } });
    },
  ),
];
