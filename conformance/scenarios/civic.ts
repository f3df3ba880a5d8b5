/**
 * We Choose's bills (spec 3 §2, §7; issue #19): public, always 200 with a list (the fakes hold a
 * fetched copy; the server here cannot reach a service, so its list is empty with a notice: the
 * server's tests play the fetching against a fake service). The shape is checked on both.
 */
import { scenario } from '../scenario';

export const civicScenarios = [
  scenario('civic', 'anyone reads the current bills', async ({ api, newUser, note }) => {
    const member = await newUser('member');
    const anonymous = await api.GET('/civic/bills');
    const signedIn = await api.GET('/civic/bills', member.auth);
    note('a list either way', [
      Array.isArray(anonymous.data?.objects),
      Array.isArray(signedIn.data?.objects),
    ]);
  }),
];
