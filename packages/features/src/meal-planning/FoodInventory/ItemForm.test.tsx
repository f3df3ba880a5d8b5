import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/unit';
import { emptyItemDraft } from './inventoryDraft';
import { ItemForm } from './ItemForm';

describe('ItemForm', () => {
  it('sends nothing while Have is out of range, and says the range', async () => {
    const onSave = vi.fn();
    renderScreen(
      <ItemForm
        draft={{ ...emptyItemDraft, name: 'Kale' }}
        onChange={() => undefined}
        onSave={onSave}
        onCancel={() => undefined}
        foodCategories={[]}
        error={null}
        saving={false}
      />,
    );
    const have = screen.getByRole('spinbutton', { name: 'Have' });
    fireEvent.change(have, { target: { value: '1000000000000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(have).toHaveFocus();
    expect(have).toHaveAccessibleErrorMessage(/^Enter a number from 0 to /);

    fireEvent.change(have, { target: { value: '4' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
