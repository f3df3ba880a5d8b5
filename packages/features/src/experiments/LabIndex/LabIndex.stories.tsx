import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { expectLocation, screenStory, narrow } from '../../testing';
import { LabIndex } from './LabIndex';

const meta = {
  title: 'Lab index',
  component: LabIndex,
  ...screenStory({ route: 'experiments' }),
} satisfies Meta<typeof LabIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The ten experiments, with the spelling the index uses, then Lyra, and the
 * meditation line.
 */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'The experiments' });
    const hrefs = [...list.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual([
      '/TextGame',
      '/tarot',
      '/meditation',
      '/wechoose',
      '/welearn',
      '/weplan',
      '/wegreen',
      '/wehelp',
      '/wedo',
      '/SheasPage',
      '/lyra',
    ]);
    await expect(
      canvas.getByText(/A global meditation runs for 5 minutes every 12 hours/),
    ).toBeVisible();
  },
};

/** A card opens its experiment (here We Plan, at the index's spelling `/weplan`). */
export const OpensAnExperiment: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /We Plan/ }));
    await expectLocation(canvas, '/weplan');
  },
};

/** A 320 px phone. */
export const Narrow: Story = narrow({ ...Populated });
