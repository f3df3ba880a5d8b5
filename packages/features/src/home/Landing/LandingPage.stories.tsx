import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenStory, narrow } from '../../testing';
import { LandingPage } from './LandingPage';
import { DEFAULT_CODEX_URL } from './landingGroups';

const meta = {
  title: 'Landing page',
  component: LandingPage,
  ...screenStory({ route: 'landing' }),
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's four groups, each card a plain link (a full page load) with an emoji label. */
const expected: Record<string, [href: string, name: string][]> = {
  'Our Favourites': [
    ['/farmgame', 'Farm Game'],
    ['/dreammachine', 'Dream Machine'],
    ['/journal', 'Journal'],
    ['/communities', 'Communities'],
  ],
  'Core Tools': [
    ['/journal', 'Journal'],
    ['/MealPlanning', 'Meal Planner'],
    ['/projects', 'Projects'],
  ],
  'Community Experiments': [
    ['/communities', 'Communities'],
    ['/WeGreen', 'We Green'],
    ['/webuild', 'We Build'],
    ['/dreammachine', 'Dream Machine'],
    ['/wetalk', 'We Talk'],
  ],
  'Creative Playground': [
    ['/ZenFreeskates', 'Zen Freeskates'],
    ['/experiments', 'Experiments'],
    ['/farmgame', 'Farm Game'],
    ['/meditation', 'Meditation'],
  ],
};

/** The card titles: each at most two lines (they wrapped to three at 1280 px). */
async function expectTitlesOnTwoLinesAtMost(canvas: ReturnType<typeof within>) {
  for (const title of canvas.getAllByRole('heading', { level: 3 })) {
    const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
    await expect(
      title.getBoundingClientRect().height / lineHeight,
      title.textContent ?? '',
    ).toBeLessThan(2.5);
  }
}

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Grow communities rooted in love',
    );
    for (const [group, cards] of Object.entries(expected)) {
      const section = canvas.getByRole('region', { name: group });
      const links = within(section).getAllByRole('link');
      await expect(links.map((link) => link.getAttribute('href'))).toEqual(
        cards.map(([href]) => href),
      );
      for (const [index, [, name]] of cards.entries()) {
        await expect(
          within(links[index] as HTMLElement).getByRole('heading', { name }),
        ).toBeInTheDocument();
      }
    }
    const codex = canvas.getByRole('link', { name: /Read the Codex/ });
    await expect(codex).toHaveAttribute('href', DEFAULT_CODEX_URL);
    await expect(codex).toHaveAttribute('target', '_blank');
    await expect(codex).toHaveAttribute('rel', 'noopener noreferrer');
    // The logo, the product name and the "© {year} WeGrow" footer are the shell's, once a page.
    await expect(canvas.queryByText(/©/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByText('WeGrow', { exact: true })).not.toBeInTheDocument();
    await expectTitlesOnTwoLinesAtMost(canvas);
  },
};

/** The cards are reached in order with the keyboard, after the codex link in the corner. */
export const Keyboard: Story = {
  // The focus ring on the second link is what this story shows.
  parameters: { visual: { keepFocus: true } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Read the Codex/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: /Farm Game/ })[0]).toHaveFocus();
  },
};

/** Another codex address (VITE_CODEX_URL in the site). */
export const CustomCodex: Story = {
  // Only the link's address differs from Populated: nothing to see.
  parameters: { visual: { disable: true } },
  args: { codexUrl: 'https://codex.example.org/wegrow' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Read the Codex/ })).toHaveAttribute(
      'href',
      'https://codex.example.org/wegrow',
    );
  },
};

/** A 375 px phone: one card per row. */
export const Narrow: Story = narrow({ ...Populated }, 375);
