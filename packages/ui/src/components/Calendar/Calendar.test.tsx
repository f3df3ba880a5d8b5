import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Calendar, type CalendarProps } from './Calendar';

const events = [
  { date: '2025-07-12', title: 'Garden workday' },
  { date: '2025-07-12', title: 'Potluck supper' },
  { date: '2025-07-12', title: 'Seed swap' },
];

function renderCalendar(props: Partial<CalendarProps> = {}) {
  const onSelectDate = vi.fn();
  const onMonthChange = vi.fn();
  render(
    <Calendar
      defaultMonth="2025-07"
      today="2025-07-16"
      label="Upcoming Events"
      events={events}
      onSelectDate={onSelectDate}
      onMonthChange={onMonthChange}
      {...props}
    />,
  );
  return { onSelectDate, onMonthChange };
}

const day = (name: RegExp | string) => screen.getByRole('button', { name });

describe('Calendar', () => {
  it('lays out the month from the week of the 1st through the last day', () => {
    renderCalendar();
    const grid = screen.getByRole('grid', { name: 'Upcoming Events, July 2025' });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(6); // the weekday header + 5 weeks
    const days = within(grid).getAllByRole('button');
    expect(days[0]).toHaveAccessibleName('Sunday, June 29, 2025');
    expect(days.at(-1)).toHaveAccessibleName('Thursday, July 31, 2025');
    expect(within(rows[5] as HTMLElement).getAllByRole('gridcell')).toHaveLength(5);
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Sun');
  });

  it('shows events on their day and reads them with it', () => {
    renderCalendar();
    const twelfth = day('Saturday, July 12, 2025, 3 events');
    expect(twelfth).toHaveAccessibleDescription(
      '3 events: Garden workday, Potluck supper, Seed swap',
    );
    const cell = twelfth.closest('td') as HTMLElement;
    expect(cell).toHaveTextContent('Garden workday');
    expect(cell).toHaveTextContent('+1 more');
    expect(day(/July 16, 2025/)).toHaveAttribute('aria-current', 'date');
  });

  it('keeps one day in the tab order and moves with arrows, Home and End', async () => {
    renderCalendar();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(day('Wednesday, July 16, 2025')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(day('Tuesday, July 15, 2025')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(day('Tuesday, July 8, 2025')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(day('Sunday, July 6, 2025')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(day('Saturday, July 12, 2025, 3 events')).toHaveFocus();
    expect(day('Saturday, July 12, 2025, 3 events')).toHaveAttribute('tabindex', '0');
    expect(day('Sunday, July 6, 2025')).toHaveAttribute('tabindex', '-1');
  });

  it('changes month with PageUp/PageDown, clamping the day', async () => {
    const { onMonthChange } = renderCalendar({ selectedDate: '2025-07-31' });
    await userEvent.click(day('Thursday, July 31, 2025'));
    await userEvent.keyboard('{PageUp}');
    expect(screen.getByRole('grid', { name: 'Upcoming Events, June 2025' })).toBeInTheDocument();
    expect(day('Monday, June 30, 2025')).toHaveFocus();
    expect(onMonthChange).toHaveBeenLastCalledWith('2025-06');
    await userEvent.keyboard('{PageDown}{PageDown}');
    expect(day('Saturday, August 30, 2025')).toHaveFocus();
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(day('Sunday, August 30, 2026')).toHaveFocus();
  });

  it('moves into the next month when the arrows leave this one', async () => {
    renderCalendar();
    await userEvent.click(day('Thursday, July 31, 2025'));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { name: 'August 2025' })).toBeInTheDocument();
    expect(day('Friday, August 1, 2025')).toHaveFocus();
  });

  it('selects a day with a click or Enter', async () => {
    const { onSelectDate } = renderCalendar();
    await userEvent.click(day('Friday, July 4, 2025'));
    expect(onSelectDate).toHaveBeenLastCalledWith('2025-07-04');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onSelectDate).toHaveBeenLastCalledWith('2025-07-05');
  });

  it('marks the selected day on its grid cell', () => {
    renderCalendar({ selectedDate: '2025-07-20' });
    expect(day('Sunday, July 20, 2025').closest('td')).toHaveAttribute('aria-selected', 'true');
  });

  it('pages months with the buttons and follows a controlled month', async () => {
    function Controlled() {
      const [month, setMonth] = useState('2025-12');
      return <Calendar month={month} onMonthChange={setMonth} today="2025-07-16" />;
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'January 2026' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'January 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'December 2025' })).toBeInTheDocument();
  });
});
