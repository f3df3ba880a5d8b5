import type { Meta, StoryObj } from '@storybook/react-vite';
import { CIVIC_DETAILS } from '@wegrow/api';
import { db, errorHandler, jsonHandler, loadingHandler } from '@wegrow/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { screenStory, type StoryCanvas, narrow } from '../../testing';
import { WeChooseScreen } from './WeChooseScreen';

const LONG = { timeout: 5000 };

async function bills(canvas: StoryCanvas) {
  const list = await canvas.findByRole('list', { name: 'Current Bills' }, LONG);
  return within(list).getAllByRole('article');
}

/**
 * We Choose at `/wechoose`: the five tiles and four current bills (one with no
 * short title, one with no title at all). Times read in English, in UTC.
 */
const meta = {
  title: 'We Choose',
  component: WeChooseScreen,
  args: { locale: 'en-GB', timeZone: 'UTC' },
  ...screenStory({ route: 'weChoose' }),
} satisfies Meta<typeof WeChooseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bills: title (short, else long, else 'Untitled Bill'), number, sponsor, status, link. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const shown = await bills(canvas);
    await expect(
      shown.map((bill) => within(bill).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Community Gardens Act',
      'An Act respecting the right to repair household appliances',
      'Clean Rivers Act',
      'Untitled Bill',
    ]);
    const first = shown[0] as HTMLElement;
    await expect(within(first).getByText('C-231')).toBeVisible();
    await expect(within(first).getByText('Jordan Lee')).toBeVisible();
    await expect(within(first).getByText('Second reading')).toBeVisible();
    const link = within(first).getByRole('link', { name: /View Full Bill/ });
    await expect(link).toHaveAttribute('href', 'https://www.parl.ca/legisinfo/en/bill/45-1/c-231');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener') as string);
  },
};

/** A tile opens its honest explanation (nothing is pretended). */
export const TileOpen: Story = {
  play: async ({ canvas }) => {
    await bills(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Mock vote' }));
    await expect(
      await canvas.findByText(/Not built yet: no votes are collected on this page\./),
    ).toBeVisible();
  },
};

/** The service could not be reached: the last copy, "as of" its time, with the server's notice. */
export const Cached: Story = {
  beforeEach: () => {
    db.bills = {
      ...db.bills,
      fetched_at: '2026-01-04T10:00:00Z',
      stale: true,
      detail: CIVIC_DETAILS.sourceDown,
    };
  },
  play: async ({ canvas }) => {
    await bills(canvas);
    await expect(canvas.getByText('Bills as of 4 January 2026 at 10:00')).toBeVisible();
    await expect(canvas.getByText(CIVIC_DETAILS.sourceDown)).toBeVisible();
  },
};

/** No copy and no service: the server's notice instead of a list. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        civic: [
          jsonHandler('get', '/civic/bills', {
            objects: [],
            fetched_at: null,
            stale: false,
            detail: CIVIC_DETAILS.noBills,
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(CIVIC_DETAILS.noBills, {}, LONG)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Current Bills' })).toBeNull();
  },
};

/** While the bills load. */
export const Loading: Story = {
  parameters: { msw: { handlers: { civic: [loadingHandler('get', '/civic/bills')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading bills...')).toBeVisible();
  },
};

/** The server could not be reached at all: said so, with Try again. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: { handlers: { civic: [errorHandler('get', '/civic/bills', 429, 'Too many requests.')] } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('We could not load the bills.');
  },
};

/** 320 px. */
export const Narrow: Story = narrow({
  play: async ({ canvas }) => {
    await bills(canvas);
  },
});
