/**
 * End to end, the farm game (issue 21) on the real server, in Debian's Chromium: a member plays a
 * few moves with the keyboard, the farm reaches the account's cloud save (`GET /farmgame/state`
 * shows it) and a reload finds it where it was; the arcade (`/SheasGame`) plays by keyboard; in the
 * garden game an enemy costs a life. Run after `pnpm --filter @wegrow/site build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/farm-game.e2e.ts` (from the repository root).
 */
import { describe, expect, it } from 'vitest';
import { setupSite } from './harness';

const LONG = { timeout: 30_000 };

interface SavedFarm {
  seeds: number;
  grid: { type: string; upgrade: string }[][];
  elapsedTime: number;
}

describe('the farm game on the real server', () => {
  const site = setupSite();

  it('a member plants with the keyboard, the farm is saved to the account and a reload restores it', async () => {
    // A new member has no cloud save yet: the first load's 404 falls back to a fresh farm.
    site.expectConsole(/404/);
    const member = await site.newMember('farmer');
    const page = await site.newPage({ session: member });
    await page.goto('/farmgame');
    await page.getByRole('heading', { level: 1, name: 'Farm Game' }).waitFor(LONG);
    await page.getByText('Signed in: your farm is saved to your account').waitFor(LONG);
    await page.getByRole('group', { name: 'Farm, 2 by 2' }).waitFor(LONG);

    // Add Dirt and Generate Water with the keyboard.
    await page.getByRole('button', { name: 'Add Dirt', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Generate Water' }).focus();
    await page.keyboard.press('Space');
    // Into the board with Tab (past Pause), plant the dirt with Enter, move right with an arrow.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('Plot 1, 1: dirt. Press to plant: 1 seed.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /^Plot 1, 1: planted/ }).waitFor(LONG);
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toBe('Plot 2, 1: empty. Add Dirt first to plant here.');
    expect(await page.getByTestId('farm-seeds').textContent()).toBe('0');

    // Within a save interval (5 s) the farm is in the account.
    const saved = await site.poll('the farm in the cloud save', async () => {
      const response = await site.api(member, '/farmgame/state');
      if (response.status !== 200) return undefined;
      const { data } = (await response.json()) as { data: string };
      const farm = JSON.parse(data) as SavedFarm;
      return farm.grid[0]?.[0]?.type === 'planted' ? farm : undefined;
    });
    expect(saved.seeds).toBe(0);
    expect(saved.grid).toHaveLength(2);

    // Another member cannot read it: their own state is still missing.
    const other = await site.newMember('neighbour');
    expect((await site.api(other, '/farmgame/state')).status).toBe(404);

    // A reload loads the cloud save: the plant is still there, the seed still spent.
    await page.reload();
    await page.getByRole('group', { name: 'Farm, 2 by 2' }).waitFor(LONG);
    await page.getByRole('button', { name: /^Plot 1, 1: (planted|ready)/ }).waitFor(LONG);
    expect(await page.getByTestId('farm-seeds').textContent()).toBe('0');
    await page.close();
  });

  it("a visitor's farm is kept on the device and survives a reload", async () => {
    const page = await site.newPage();
    await page.goto('/FarmGame');
    await page
      .getByText('You are not signed in: your farm is saved on this device only.')
      .waitFor(LONG);
    await page.getByRole('button', { name: 'Add Dirt', exact: true }).click();
    await page.getByRole('button', { name: /^Plot 1, 1: dirt\./ }).click();
    await page.getByRole('button', { name: /^Plot 1, 1: planted/ }).waitFor(LONG);
    // Leaving the page saves at once (page hide).
    await page.reload();
    await page.getByRole('button', { name: /^Plot 1, 1: (planted|ready)/ }).waitFor(LONG);
    expect(await page.getByTestId('farm-seeds').textContent()).toBe('0');
    await page.close();
  });

  it('the arcade (/SheasGame) waits for Start, then moves by keyboard, places a portal and counts the seconds', async () => {
    const page = await site.newPage();
    await page.goto('/SheasGame');
    await page.getByRole('heading', { level: 1, name: "Shea's Game" }).waitFor(LONG);
    const board = page.getByRole('application', { name: 'Arcade, 20 by 15' });
    await board.waitFor(LONG);
    const score = page.getByTestId('arcade-score');
    expect(await score.textContent()).toBe('0 seconds');
    expect(await page.getByTestId('arcade-status').textContent()).toBe('Ready');

    // Start puts the focus on the board; the keys move the player and place a portal.
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(() => page.getByTestId('arcade-status').textContent()).toBe('Playing');
    const described = () =>
      page.evaluate(() => {
        const id = document.activeElement?.getAttribute('aria-describedby');
        return id ? (document.getElementById(id)?.textContent ?? '') : '';
      });
    expect(await described()).toMatch(/^You: column 11, row 8\./);
    await page.keyboard.press('ArrowUp');
    await expect.poll(described).toMatch(/^You: column 11, row 7\./);
    await page.keyboard.press('p');
    await expect.poll(() => page.getByTestId('arcade-portals').textContent()).toBe('2');
    await page.getByRole('status').getByText('Portal placed. 2 portals left.').waitFor(LONG);

    // The clock runs: the score counts whole seconds survived (the chasers start 8 steps away).
    await expect.poll(() => score.textContent(), LONG).toMatch(/^[1-9]\d* seconds?$/);
    await page.close();
  });

  it('the garden game loses a life to an enemy', async () => {
    // The game is played in turns on designed levels: nothing moves between key presses, so the
    // same keys always give the same game.
    const page = await site.newPage();
    await page.goto('/GardenGame');
    await page.getByRole('heading', { level: 1, name: 'Garden Game' }).waitFor(LONG);
    const board = page.getByRole('application', { name: 'Garden 1 of 3, 8 by 8' });
    await board.waitFor(LONG);
    await board.focus();
    expect(await page.getByTestId('garden-lives').textContent()).toBe('3');
    // Walk left from the start (5,5) until a bug reaches the player: on level 1 it takes 3 steps.
    const message = page.getByTestId('garden-message');
    let steps = 0;
    while (steps < 8 && !(await message.isVisible())) {
      await page.keyboard.press('ArrowLeft');
      steps += 1;
    }
    expect(steps).toBe(3);
    expect(await message.textContent()).toBe('You were hit! 2 lives left.');
    expect(await page.getByTestId('garden-lives').textContent()).toBe('2');
    // Back at the start, the board still has the focus and a shot with Shift + arrow works.
    await page.getByText('You are at column 6, row 6').waitFor(LONG);
    await page.keyboard.press('Shift+ArrowUp');
    await expect.poll(() => page.getByTestId('garden-ammo').textContent()).toBe('2');
    await page.close();
  });
});
