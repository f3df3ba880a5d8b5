/**
 * Play helpers of the meal-planning stories (stories only): toasts.
 */
import { expect, screen, waitFor } from 'storybook/test';

const LONG = { timeout: 5000 };

/**
 * Waits for a toast saying `text` and for Radix's screen-reader copy of it to leave the page (it
 * stays a second as the last child of `<body>`; the screenshot hook must not see the page change
 * under it). Returns the toast's text element.
 */
export async function toastShown(text: string | RegExp): Promise<HTMLElement> {
  const found = await screen.findByText(text, {}, LONG);
  await expect(found).toBeVisible();
  await waitFor(
    () => expect(document.body.querySelector(':scope > [role="status"][aria-live]')).toBeNull(),
    LONG,
  );
  return found;
}
