import { describe, expect, it } from 'vitest';
import { isEditMode, withEditMode } from './editMode';

describe('edit mode in the address (spec 2 §4)', () => {
  it('is on with edit=true only', () => {
    expect(isEditMode(new URLSearchParams('edit=true'))).toBe(true);
    expect(isEditMode(new URLSearchParams(''))).toBe(false);
    expect(isEditMode(new URLSearchParams('edit=false'))).toBe(false);
    expect(isEditMode(new URLSearchParams('edit=TRUE'))).toBe(false);
  });

  it('is switched by the toggle, keeping the other parameters', () => {
    const on = withEditMode(new URLSearchParams('tab=links'), true);
    expect(on.toString()).toBe('tab=links&edit=true');
    expect(withEditMode(on, false).toString()).toBe('tab=links');
    expect(withEditMode(new URLSearchParams('edit=false'), true).toString()).toBe('edit=true');
  });
});
