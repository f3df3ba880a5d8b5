import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { screenStory, narrow } from '../../testing';
import { defaultExperimentsConfig } from '../config';
import { TarotPage } from './TarotPage';

const meta = {
  title: 'Tarot',
  component: TarotPage,
  ...screenStory({ route: 'tarot' }),
  args: { config: defaultExperimentsConfig },
} satisfies Meta<typeof TarotPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Before a click: the stream's placeholder (no player, nothing sent to the video host), the
 * weekly streams, the private-reading address, the support link (a new tab, no opener) and the
 * way back to the site.
 */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Zen Tarot Readings' }),
    ).toBeVisible();
    await expect(canvas.queryByTitle('Zen Tarot live stream')).not.toBeInTheDocument();
    await expect(canvas.getByText(/We read live every week/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'tarot@wegrow.example' })).toHaveAttribute(
      'href',
      'mailto:tarot@wegrow.example',
    );
    const support = canvas.getByRole('link', { name: /Support the creator/ });
    await expect(support).toHaveAttribute('href', defaultExperimentsConfig.tarotSupportUrl);
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(support).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: /Back to WeGrow/ })).toHaveAttribute('href', '/');
  },
};

/**
 * After Load the live stream: the player in its frame. (The story's player is a blank page: the
 * tests have no network; the site's is the configured https address.)
 */
export const StreamLoaded: Story = {
  args: { config: { ...defaultExperimentsConfig, tarotStreamUrl: 'about:blank' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load the live stream' }));
    await expect(canvas.getByTitle('Zen Tarot live stream')).toHaveAttribute('src', 'about:blank');
    await expect(
      canvas.queryByRole('button', { name: 'Load the live stream' }),
    ).not.toBeInTheDocument();
  },
};

/** A 320 px phone. */
export const Narrow: Story = narrow({ ...Populated });
