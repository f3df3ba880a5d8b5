import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/unit';
import { tabStorageKeys } from '../rules/tabStorage';
import { WeHelpScreen } from '../WeHelp/WeHelpScreen';
import { WePlanScreen } from '../WePlan/WePlanScreen';

afterEach(() => sessionStorage.clear());

describe('the boards, kept per browser tab', () => {
  it('brings a We Help request back after a reload (a fresh mount)', async () => {
    const user = userEvent.setup();
    const first = renderScreen(<WeHelpScreen />, { route: 'weHelp' });
    await user.type(screen.getByRole('textbox', { name: 'What do you need?' }), 'Soup');
    await user.click(screen.getByRole('button', { name: 'Post Request' }));
    expect(screen.getByText('Urgency: Unspecified')).toBeVisible();
    first.unmount();

    renderScreen(<WeHelpScreen />, { route: 'weHelp' });
    expect(screen.getByText('Soup')).toBeVisible();
    expect(
      screen.queryByText('No requests posted yet. Be the first to reach out.'),
    ).not.toBeInTheDocument();
  });

  it('brings back We Plan ideas, comments and the selected idea', async () => {
    const user = userEvent.setup();
    const first = renderScreen(<WePlanScreen />, { route: 'wePlan' });
    await user.type(screen.getByRole('textbox', { name: 'Your idea' }), 'Repair café{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Yes!{Enter}');
    first.unmount();

    renderScreen(<WePlanScreen />, { route: 'wePlan' });
    const discussion = screen.getByRole('region', { name: 'Discussion' });
    expect(discussion).toHaveTextContent('Repair café');
    expect(discussion).toHaveTextContent('Yes!');
  });

  it('starts empty when the stored board is unreadable', () => {
    sessionStorage.setItem(tabStorageKeys.weHelp, '{not json');
    renderScreen(<WeHelpScreen />, { route: 'weHelp' });
    expect(screen.getByText('No requests posted yet. Be the first to reach out.')).toBeVisible();
  });
});
