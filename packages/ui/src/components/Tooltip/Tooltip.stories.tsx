import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip, tooltipSides } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  // Docs: each story in its own iframe, so an open overlay stays in its frame instead of
  // covering (and blocking) the docs page.
  parameters: { docs: { story: { inline: false, height: '180px' } } },
  args: {
    content: 'Adds every in-stock ingredient to the search',
    children: <Button variant="secondary">Find Recipes</Button>,
  },
  argTypes: {
    side: { control: 'inline-radio', options: tooltipSides },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown open so the screenshot has the hint. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Adds every in-stock ingredient to the search');
    await expect(canvas.getByRole('button', { name: 'Find Recipes' })).toHaveAccessibleDescription(
      'Adds every in-stock ingredient to the search',
    );
  },
};

export const Bottom: Story = { args: { defaultOpen: true, side: 'bottom' } };

export const Right: Story = {
  args: { defaultOpen: true, side: 'right', content: 'Coming soon' },
};

/** Keyboard focus opens the hint at once and Esc closes it. */
export const OnFocus: Story = {
  parameters: { visual: { keepFocus: true } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Find Recipes' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
