import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Calendar, type CalendarEvent } from './Calendar';

const communityEvents: CalendarEvent[] = [
  { date: '2025-07-05', title: 'Seed swap' },
  { date: '2025-07-12', title: 'Garden workday' },
  { date: '2025-07-12', title: 'Potluck supper' },
  { date: '2025-07-16', title: 'Compost circle' },
  { date: '2025-07-24', title: 'Full moon meditation' },
  { date: '2025-07-24', title: 'Tool library' },
  { date: '2025-07-24', title: 'Watering rota' },
  { date: '2025-06-30', title: 'Planning call' },
];

const meta = {
  title: 'Data/Calendar',
  component: Calendar,
  tags: ['autodocs'],
  // A fixed month and today keep the pixels stable whatever day the tests run.
  args: {
    month: '2025-07',
    today: '2025-07-16',
    label: 'Upcoming Events',
    events: communityEvents,
    onSelectDate: fn(),
    onMonthChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * July 2025 starts on a Tuesday, so June 29–30 lead the grid; it ends on Thursday 31 with no
 * padding after it.
 */
export const UpcomingEvents: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Upcoming Events, July 2025' });
    const days = within(grid).getAllByRole('button');
    await expect(days).toHaveLength(33);
    await expect(days.at(-1)).toHaveAccessibleName('Thursday, July 31, 2025');
    await expect(
      within(grid).getByRole('button', { name: 'Saturday, July 12, 2025, 2 events' }),
    ).toHaveAccessibleDescription('2 events: Garden workday, Potluck supper');
    await expect(within(grid).getByRole('button', { name: /July 16, 2025/ })).toHaveAttribute(
      'aria-current',
      'date',
    );
  },
};

export const WithSelectedDay: Story = { args: { selectedDate: '2025-07-24' } };

export const NoEvents: Story = {
  args: { month: '2025-06', today: '2025-06-18', events: [], label: undefined },
};

/** Under 560 px the days show dots for events and single-letter weekdays. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};

/** Arrows, Home/End and PageUp/PageDown move the focus; Enter selects. */
export const KeyboardNavigation: Story = {
  parameters: { visual: { keepFocus: true } },
  args: { month: undefined, defaultMonth: '2025-07' },
  play: async ({ canvas, args }) => {
    const day = (name: RegExp) => canvas.getByRole('button', { name });
    await userEvent.click(day(/^Wednesday, July 16, 2025/));
    await userEvent.keyboard('{ArrowRight}');
    await expect(day(/^Thursday, July 17, 2025/)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(day(/^Thursday, July 24, 2025/)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(day(/^Sunday, July 20, 2025/)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(day(/^Saturday, July 26, 2025/)).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('grid', { name: 'Upcoming Events, August 2025' })).toBeVisible();
    await expect(day(/^Tuesday, August 26, 2025/)).toHaveFocus();
    await expect(args.onMonthChange).toHaveBeenLastCalledWith('2025-08');
    await userEvent.keyboard('{PageUp}{ArrowUp}');
    await expect(day(/^Saturday, July 19, 2025/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectDate).toHaveBeenLastCalledWith('2025-07-19');
  },
};

export const MonthButtons: Story = {
  args: { month: undefined, defaultMonth: '2025-07' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('heading', { name: 'August 2025' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(canvas.getByRole('heading', { name: 'June 2025' })).toBeVisible();
    await expect(args.onMonthChange).toHaveBeenLastCalledWith('2025-06');
  },
};
