import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, users } from '@wegrow/api/mocks';
import { describe, expect, it } from 'vitest';
import { renderScreen, server } from '../../testing/unit';
import { Recipes } from './Recipes';

const WAIT = { timeout: 5000 };

describe('Recipe import', () => {
  it('shows its progress, and Cancel aborts the request', async () => {
    // The page never answers: only an aborted request ends the import.
    let requests = 0;
    server.use(
      http.post('/meal-planning/recipes/import', () => {
        requests += 1;
        return new Promise<never>(() => undefined);
      }),
    );
    renderScreen(<Recipes />, { session: { userId: users.maya.id } });
    const form = await screen.findByRole('form', { name: 'Import a Recipe' }, WAIT);
    // Pasted, not typed: the field lives in the screen's state, so each typed key re-renders the
    // whole recipe list (~50 ms a key in jsdom, seconds for the address on a busy machine).
    await userEvent.click(within(form).getByRole('textbox', { name: 'Recipe link' }));
    await userEvent.paste('https://recipes.example.org/slow');
    expect(within(form).getByRole('textbox', { name: 'Recipe link' })).toHaveValue(
      'https://recipes.example.org/slow',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Import from Link' }));

    const status = screen.getByRole('status', { name: '' });
    await waitFor(() => expect(status).toHaveTextContent('Importing the recipe from the link…'));
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(within(form).getByRole('button', { name: /Import from Link/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(requests).toBe(1);

    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(status).toHaveTextContent('Import cancelled.'));
    // Settled although the server never answered: the request was aborted.
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Import from Link' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    expect(form).not.toHaveAttribute('aria-busy');
    expect(within(form).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(form).getByRole('textbox', { name: 'Recipe link' })).toHaveFocus();
    expect(screen.queryByText(/Error importing recipe/)).toBeNull();
  });
});
