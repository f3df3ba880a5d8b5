import { expect, userEvent, waitFor, type within } from 'storybook/test';

/** A story's canvas queries (bound to the story's root). */
export type StoryCanvas = ReturnType<typeof within>;

/** Waits until the story's router is at `href` (path and query). */
export async function expectLocation(canvas: StoryCanvas, href: string) {
  await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(href), {
    timeout: 5000,
  });
}

/** Types into the field labelled `label` (a required field's asterisk aside), replacing its text. */
export async function fill(canvas: StoryCanvas, label: string, text: string) {
  const field = canvas.getByLabelText((content: string) => content.replace(/\s*\*$/, '') === label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
}
