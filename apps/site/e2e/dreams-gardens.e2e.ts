/**
 * End to end, We Dream, the Dream Machine and the garden programme (issue 18) on the real server,
 * in Debian's Chromium. Two demo members save their dreams in the browser (one with Save Dream, one
 * through Manifest Mantra and the autosave); the operator (`OPERATOR_EMAILS`, the demo forum admin
 * by default) runs the Dream Machine now through the API, as operators do; /dreammachine then shows
 * "2 dreams contributed" and the blended summary. A new member hosts a blitz garden from
 * /gardenblitz; another member offers to help from its details page; the host approves in the
 * browser; the volunteer's inbox shows the decision; and a non-host is refused (403) through the
 * API. Run after `pnpm --filter @wegrow/site build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/dreams-gardens.e2e.ts` (from the repository root).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, setupSite, type Member } from './harness';

const LONG = { timeout: 30_000 };

/** The demo garden programme admin (`GARDENS_ADMIN_EMAIL`, apps/server/README.md). */
const GARDENS_ADMIN = { email: 'gardens@wegrow.local', password: 'garden-admin-1' };

interface Collective {
  summary: string;
  mantra: string;
  count: number;
  updated_at: string | null;
}

interface ApiGarden {
  id: number;
  host_id: number | null;
  host_name: string;
}

interface ApiRequest {
  id: number;
  volunteer_name: string;
  volunteer_email: string | null;
  status: string;
}

const site = setupSite();

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

/** Waits for /wedream to show the member's saved dream (the editor is filled once it loads). */
async function openEditor(page: Page): Promise<void> {
  await page.goto('/wedream');
  await page.getByRole('heading', { level: 1, name: 'We Dream' }).waitFor(LONG);
  await page.getByRole('button', { name: 'Save Dream' }).waitFor(LONG);
}

async function dreamOf(member: Member) {
  return json<{ exists: boolean; vision: string | null; mantra: string | null }>(
    await site.api(member, '/we-dream/active'),
  );
}

describe('We Dream and the Dream Machine', () => {
  it('two members save dreams, the operator runs the Dream Machine, and /dreammachine shows them blended', async () => {
    const demo = await site.login(DEMO.member);
    const sam = await site.login(DEMO.second);

    // The demo member rewrites the dream and saves it with Save Dream.
    const first = await site.newPage({ session: demo });
    await openEditor(first);
    const vision = 'A library of seeds in every school, open to every neighbour.';
    await first.getByRole('textbox', { name: 'Your vision' }).fill(vision);
    await first.getByRole('textbox', { name: /^Mantra/ }).fill('I share the seeds I save.');
    await first.getByRole('button', { name: 'Save Dream' }).click();
    await first
      .getByRole('status')
      .getByText("Dream saved. It joins tonight's collective dream.")
      .waitFor(LONG);
    expect(await dreamOf(demo)).toEqual({
      exists: true,
      vision,
      mantra: 'I share the seeds I save.',
    });

    // Sam writes a vision, manifests its mantra, and the editor saves by itself a second later.
    const second = await site.newPage({ session: sam });
    await openEditor(second);
    const samsVision = 'Rain caught on every roof and shared through the streets.';
    await second.getByRole('textbox', { name: 'Your vision' }).fill(samsVision);
    await second.getByRole('button', { name: 'Manifest Mantra' }).click();
    await second
      .getByRole('status')
      .getByText("Dream saved. It joins tonight's collective dream.")
      .waitFor(LONG);
    const samsDream = await dreamOf(sam);
    expect(samsDream.vision).toBe(samsVision);
    expect(samsDream.mantra).toBeTruthy();
    expect(await second.getByRole('textbox', { name: /^Mantra/ }).inputValue()).toBe(
      samsDream.mantra,
    );

    // Only an operator may run it now; the operator's run blends the two dreams.
    const refused = await site.api(sam, '/we-dream/collective/run', { method: 'POST' });
    expect(refused.status).toBe(403);
    const operator = await site.login(DEMO.forumAdmin);
    const blended = await json<Collective>(
      await site.api(operator, '/we-dream/collective/run', { method: 'POST' }),
    );
    expect(blended.count).toBe(2);
    expect(blended.summary).toBeTruthy();
    expect(blended.updated_at).toBeTruthy();

    // A visitor reads it.
    const visitor = await site.newPage();
    await visitor.goto('/dreammachine');
    await visitor.getByText('2 dreams contributed').waitFor(LONG);
    await visitor.getByText(blended.summary).waitFor(LONG);
    await visitor.getByText(/^Last updated: (?!unknown)/).waitFor(LONG);
    const share = visitor.getByRole('link', { name: /Share on Facebook/ });
    expect(await share.getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${site.baseUrl}/dreammachine`)}`,
    );
    expect(await share.getAttribute('target')).toBe('_blank');
    expect(await share.getAttribute('rel')).toContain('noopener');
  });
});

describe('the garden programme', () => {
  it('a host signs up, a volunteer offers to help, the host approves in the browser, the volunteer is told; a non-host is refused', async () => {
    // The host signs up signed in, so the garden is theirs.
    const host = await site.newMember('host');
    const hostPage = await site.newPage({ session: host });
    await hostPage.goto('/gardenblitz');
    await hostPage.getByRole('button', { name: 'Sign up as Blitz Garden Host' }).click();
    const form = hostPage.getByRole('dialog', { name: 'Blitz Garden Host' });
    await form.getByRole('textbox', { name: /^Name/ }).fill('Rosa Field');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(host.email);
    await form.getByRole('textbox', { name: /^Message/ }).fill('A sunny corner lot with a tap.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await hostPage.getByText('Form submitted successfully!').waitFor(LONG);
    const gardens = await json<ApiGarden[]>(await site.api(null, '/gardens'));
    const garden = gardens.find((row) => row.host_id === host.id);
    expect(garden?.host_name).toBe('Rosa Field');
    if (!garden) throw new Error('The garden was not created.');

    // The programme admin approves it in the directory; the host is told in the inbox.
    const admin = await site.login(GARDENS_ADMIN);
    const adminPage = await site.newPage({ session: admin });
    await adminPage.goto('/gardendirectory');
    const pending = adminPage.getByRole('article', { name: 'Rosa Field' });
    await pending.getByText('Pending', { exact: true }).waitFor(LONG);
    await pending.getByRole('button', { name: 'Approve' }).click();
    await adminPage
      .getByRole('alertdialog', { name: 'Approve Garden' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await pending.getByText('Approved', { exact: true }).waitFor(LONG);
    const hostInbox = await json<{ subject: string | null }[]>(
      await site.api(host, `/inbox/${host.id}`),
    );
    expect(hostInbox.map((message) => message.subject)).toContain(
      'Your garden sign-up was approved',
    );

    // It is in the directory, and its details page takes a volunteer's request.
    const volunteer = await site.newMember('volunteer');
    const volunteerPage = await site.newPage({ session: volunteer });
    await volunteerPage.goto('/green/gardens');
    await volunteerPage
      .getByRole('combobox', { name: 'Type' })
      .selectOption({ label: 'Blitz Host' });
    const card = volunteerPage.getByRole('article', { name: 'Rosa Field' });
    await card.getByRole('link', { name: 'View Details' }).click();
    await volunteerPage.waitForURL(`**/gardendetails/${garden.id}`);
    await volunteerPage.getByRole('textbox', { name: /^Your name/ }).fill('Theo Volunteer');
    await volunteerPage.getByRole('textbox', { name: /^E-mail/ }).fill(volunteer.email);
    await volunteerPage.getByRole('button', { name: 'Send Request' }).click();
    await volunteerPage.getByText('Request sent!').waitFor(LONG);
    // Others see the name and status, never the e-mail.
    await volunteerPage
      .getByRole('list', { name: 'Volunteer Requests' })
      .getByText('Theo Volunteer')
      .waitFor(LONG);
    const publicList = await json<ApiRequest[]>(
      await site.api(null, `/volunteers/requests/${garden.id}`),
    );
    expect(publicList).toEqual([
      expect.objectContaining({
        volunteer_name: 'Theo Volunteer',
        volunteer_email: null,
        status: 'Pending',
      }),
    ]);
    const request = publicList[0];
    if (!request) throw new Error('No request');

    // A non-host (the volunteer) may not decide it.
    const refused = await site.api(volunteer, `/volunteers/approve/${request.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'Approved' }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      'Only the garden host can approve or reject requests.',
    );

    // The host sees the e-mail and approves in the browser.
    await hostPage.goto(`/gardens/${garden.id}`);
    const requests = hostPage.getByRole('list', { name: 'Volunteer Requests' });
    await requests.getByText(volunteer.email).waitFor(LONG);
    await requests.getByRole('button', { name: 'Approve Theo Volunteer' }).click();
    await hostPage
      .getByRole('alertdialog', { name: 'Approve Volunteer' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await requests.getByText('Approved', { exact: true }).waitFor(LONG);
    await expect
      .poll(
        async () =>
          (await json<ApiRequest[]>(await site.api(null, `/volunteers/requests/${garden.id}`)))[0]
            ?.status,
      )
      .toBe('Approved');

    // The volunteer's inbox has the decision.
    await volunteerPage.goto('/Account');
    await volunteerPage.getByRole('tab', { name: /^Inbox/ }).click();
    await volunteerPage
      .getByRole('list', { name: 'Messages' })
      .getByText(/^Rosa Field approved your request to help at their garden in /)
      .waitFor(LONG);
  });
});
