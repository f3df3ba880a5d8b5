import { Button, Card, Markdown, Stack, Text } from '@wegrow/ui';
import { useId, useState } from 'react';

export const markdownPreviewTexts = {
  show: 'Preview',
  hide: 'Hide Preview',
  region: 'Preview',
  empty: 'Nothing to preview yet.',
  hint: 'Markdown works here: **bold**, *italic*, [links](https://…), lists, > quotes and `code`.',
} as const;

export interface MarkdownPreviewProps {
  /** The text being written, as typed. */
  text: string;
  /** The level a `#` heading takes in the preview (as where the text is shown). @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * A Preview toggle for an editor of Markdown text (issue 33): a button (a real `<button>` with
 * `aria-expanded`, so it works from the keyboard) that shows beneath the text area how the text
 * will look, rendered exactly as it will be shown, and updated as the member types.
 */
export function MarkdownPreview({ text, headingLevel = 3 }: MarkdownPreviewProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Stack gap="2" align="stretch">
      <Text size="sm" tone="secondary">
        {markdownPreviewTexts.hint}
      </Text>
      <div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? markdownPreviewTexts.hide : markdownPreviewTexts.show}
        </Button>
      </div>
      <section id={id} aria-label={markdownPreviewTexts.region} hidden={!open}>
        {open ? (
          <Card variant="outlined">
            {text.trim() === '' ? (
              <Text tone="secondary">{markdownPreviewTexts.empty}</Text>
            ) : (
              <Markdown headingLevel={headingLevel}>{text}</Markdown>
            )}
          </Card>
        ) : null}
      </section>
    </Stack>
  );
}
