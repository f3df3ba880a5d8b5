import { expect, screen, userEvent, waitFor, type within } from 'storybook/test';

/** A story's canvas queries (bound to the story's root). */
export type StoryCanvas = ReturnType<typeof within>;

/** Waits until the story's router is at `href` (path, query and hash). */
export async function expectLocation(canvas: StoryCanvas, href: string) {
  await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(href), {
    timeout: 5000,
  });
}

/**
 * Puts `text` into `field` as a paste: the field is clicked (as `userEvent.type` does), then the
 * text arrives in one input. For a play function whose point is the text, not the keystrokes:
 * typing a sentence key by key cost a second or more per story. Keys such as Enter still go
 * through `userEvent.keyboard`.
 */
export async function pasteInto(field: Element, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills the field labelled `label` (a required field's asterisk aside), replacing its text. */
export async function fill(canvas: StoryCanvas, label: string, text: string) {
  const field = canvas.getByLabelText((content: string) => content.replace(/\s*\*$/, '') === label);
  await userEvent.clear(field);
  if (text) await userEvent.paste(text);
}

/**
 * Waits until the CSS animations and transitions on `element` and inside it have ended (endless
 * ones, like a spinner's, aside). With animations on, as in Storybook, an opening dialog or menu
 * starts at opacity 0: `toBeVisible()` fails on its content until then. The story test freezes
 * animations, so only `scripts/storybook-animations.e2e.ts` can tell.
 */
export async function animationsDone(element: Element): Promise<void> {
  const running = element
    .getAnimations({ subtree: true })
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
}

/**
 * The dialog (`role` dialog or alertdialog, in a portal on the page's body) named `name`, once it
 * is open (`data-state="open"`) and its opening animation has ended, so its content is visible.
 */
export async function openedDialog(
  role: 'dialog' | 'alertdialog',
  name?: string | RegExp,
  { timeout = 5000 }: { timeout?: number } = {},
): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, name === undefined ? {} : { name }, { timeout });
  await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'), { timeout });
  await animationsDone(dialog);
  return dialog;
}
