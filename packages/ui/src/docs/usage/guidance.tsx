/**
 * Usage guidance for the most used components (counted by the screens' imports of @wegrow/ui:
 * Stack, Text, Button, Inline, Notice, Heading, Card, TextField, TextArea, Select), written for
 * designers as Primer and Polaris write theirs: when to use it and when not, do and don't
 * examples (live, in the docs page's theme), and how to word it. The docs page of a component
 * (.storybook/docs.tsx) shows the guidance of its title under "Usage".
 */
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Heading } from '../../components/Heading';
import { Inline } from '../../components/Inline';
import { Notice } from '../../components/Notice';
import { Select } from '../../components/Select';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import * as styles from './Usage.css';

/** One do or don't: what to do (or avoid), and a small live example when a picture helps. */
export interface UsageExample {
  text: string;
  example?: ReactNode;
}

/** A component's usage guidance. */
export interface Usage {
  /** When the component is the right choice. */
  when: string[];
  /** When another component (named) fits better. */
  whenNot: string[];
  do: UsageExample[];
  dont: UsageExample[];
  /** Wording, length and capitalisation of the texts it carries. */
  content: string[];
}

/** The guidance by docs title (`Actions/Button`). */
export const usageGuidance: Readonly<Record<string, Usage>> = {
  'Actions/Button': {
    when: [
      'The reader performs an action: save, send, join, delete, open a dialog.',
      'One primary button for the main action of a screen or dialog; secondary or ghost for the others.',
    ],
    whenNot: [
      'Going to another page: use a Link (a button that navigates breaks "open in new tab").',
      'Switching between views of the same content: use Tabs or a SegmentedToggle.',
      'An icon alone: use IconButton, which requires an accessible name.',
    ],
    do: [
      {
        text: 'One primary action, the others secondary, the primary last.',
        example: (
          <Inline gap="2">
            <Button variant="secondary">Cancel</Button>
            <Button>Save Entry</Button>
          </Inline>
        ),
      },
      { text: 'Use `danger` for an action that destroys something, and confirm it first.' },
    ],
    dont: [
      {
        text: 'Two primary buttons side by side: the reader cannot tell which one matters.',
        example: (
          <Inline gap="2">
            <Button>Save Draft</Button>
            <Button>Publish</Button>
          </Inline>
        ),
      },
      { text: 'Disable a button without saying why; say what is missing next to it instead.' },
    ],
    content: [
      'A verb, and its object when it helps: "Save Entry", "Add Task", "Join Community".',
      'Title case, as the product spec writes labels; one to three words; no full stop.',
      'Say what happens, not "OK", "Submit" or "Click here".',
    ],
  },
  'Type/Text': {
    when: [
      'Body copy, descriptions, helper lines and metadata (dates, counts) outside a form field.',
      '`secondary` tone for supporting information; `danger` / `success` only beside an icon or a heading.',
    ],
    whenNot: [
      'A title or section name: use Heading, so the page outline works for screen readers.',
      'A message about the outcome of an action: use Notice (it is announced).',
    ],
    do: [
      {
        text: 'Keep one idea per paragraph and put the detail in secondary text.',
        example: (
          <Stack gap="1">
            <Text>Your entry was saved.</Text>
            <Text size="sm" tone="secondary">
              28 Nov 2026 at 09:14
            </Text>
          </Stack>
        ),
      },
    ],
    dont: [
      {
        text: 'Use a red text alone to mean an error: colour is not a message.',
        example: <Text tone="danger">Something is wrong</Text>,
      },
      { text: 'Make text bold or large to look like a heading.' },
    ],
    content: [
      'Sentence case and full sentences with a full stop.',
      'Plain and short: 20 words or fewer in a sentence; lead with what matters.',
      'Dates as people say them ("28 Nov 2026", "2 hours ago"), counts with their noun ("3 unread messages").',
    ],
  },
  'Type/Heading': {
    when: [
      'The title of a page (`level` 1, once) and of its sections (levels 2 and 3, in order).',
      'Choose `level` for the outline and `size` for the look; they are separate on purpose.',
    ],
    whenNot: [
      'Emphasis inside a paragraph: use Text with `weight`.',
      'The title of a Card or Dialog: pass it as their `title`, which makes the heading for you.',
    ],
    do: [
      {
        text: 'One level 1 per page, then levels in order without skipping.',
        example: (
          <Stack gap="2">
            <Heading level={2} size="lg">
              My Communities
            </Heading>
            <Heading level={3} size="md">
              Gardening Club
            </Heading>
          </Stack>
        ),
      },
    ],
    dont: [
      { text: 'Skip from level 2 to level 4 because level 4 looks the right size: set `size`.' },
      { text: 'End a heading with a full stop or write it in capitals.' },
    ],
    content: [
      'Title case, as the product spec writes screen and section names ("Meal Planner", "Lyra\'s Dreams").',
      'Two to five words; name the content, not the action ("Upcoming Events", not "View your events").',
    ],
  },
  'Data/Card': {
    when: [
      'A self-contained item in a list or grid: a community, a recipe, a post.',
      'A group of settings or figures that belong together on a page.',
    ],
    whenNot: [
      'A warning or a result: use Notice.',
      'A plain list of rows: use List, whose rows are lighter and read better at phone width.',
      'Cards inside cards: use a `sunken` Box or a Divider for the inner group.',
    ],
    do: [
      {
        text: 'Give the card a title and keep actions in its footer.',
        example: (
          <Card title="Gardening Club" footer={<Button size="sm">Join Community</Button>}>
            <Text size="sm" tone="secondary">
              128 members · Seeds, soil and patience
            </Text>
          </Card>
        ),
      },
    ],
    dont: [
      {
        text: 'Make the whole card clickable and also put buttons in it: use `interactive` for one or the other.',
      },
      { text: 'Mix raised, outlined and sunken cards in one list.' },
    ],
    content: [
      "The title is the item's name, in the case the reader gave it (community and recipe names as written).",
      "One or two lines of description; the rest on the item's own page.",
    ],
  },
  'Feedback/Notice': {
    when: [
      'The outcome of an action on the page ("Entry saved.", "Could not save your entry.").',
      'A state of the page the reader must know: offline, read only, a limit reached.',
    ],
    whenNot: [
      'A page that failed to load: use ErrorState, with a way out.',
      'A passing confirmation that needs no reading: use a Toast.',
      'A question before a destructive action: use ConfirmDialog.',
    ],
    do: [
      {
        text: 'Say what happened and what to do next; pick the tone that matches.',
        example: (
          <Notice tone="error" title="Entry not saved">
            Check your connection and try again.
          </Notice>
        ),
      },
    ],
    dont: [
      {
        text: 'Use an error notice for information, or stack several notices on one screen.',
        example: <Notice tone="error">Tip: you can add tags to your entries.</Notice>,
      },
    ],
    content: [
      'The title names the outcome in a few words, title case ("Entry Not Saved" or the spec\'s text).',
      'The message is one or two sentences in sentence case with a full stop: what happened, then what to do.',
      'No blame ("You entered an invalid…") and no error codes.',
    ],
  },
  'Forms/TextField': {
    when: ['One line of text: a name, an email, a title, a quantity with its unit.'],
    whenNot: [
      'More than one line: use TextArea.',
      'A choice among a few known values: use RadioGroup (up to five) or Select.',
      'A date or time: use DatePicker or TimeField.',
    ],
    do: [
      {
        text: 'A visible label always; a hint for the format; the error under the field.',
        example: (
          <TextField
            label="Email"
            hint="We send the sign-in link here."
            error="Enter an email address like name@example.com."
            defaultValue="shea@"
          />
        ),
      },
    ],
    dont: [
      { text: 'Use the placeholder as the label: it disappears as soon as the reader types.' },
      { text: 'Validate on every key press; check when the reader leaves the field or submits.' },
    ],
    content: [
      'Label: a noun in sentence case, no colon ("Email", "Display name").',
      'Hint: one short sentence about the format or why it is asked.',
      'Error: what is expected, not what went wrong ("Enter at least 8 characters.").',
    ],
  },
  'Forms/TextArea': {
    when: ['Free text of more than one line: a journal entry, a post, a message, a bio.'],
    whenNot: [
      'A single line: use TextField.',
      'Mentioning members: use MentionTextArea, which suggests names after "@".',
    ],
    do: [
      {
        text: 'Show the count when there is a limit, and size it to the text expected.',
        example: (
          <TextArea label="Bio" hint="Up to 160 characters." maxLength={160} showCount rows={3} />
        ),
      },
    ],
    dont: [{ text: "Cut the reader's text silently at a limit: show the count and the limit." }],
    content: [
      'Label and hint as for TextField; the hint says what a good answer contains.',
      'A placeholder may give an example ("What did you grow today?") but never replaces the label.',
    ],
  },
  'Forms/Select': {
    when: [
      'One choice among more than five known options, or where space is short (a filter, a sort order).',
    ],
    whenNot: [
      'Five options or fewer: use RadioGroup, which shows them all at once.',
      'Several choices: use Checkboxes.',
      'A long list the reader searches (members, places): use a combobox such as MentionField.',
    ],
    do: [
      {
        text: 'Order the options in a way the reader expects (alphabetical, by size, by date).',
        example: (
          <Select
            label="Sort by"
            options={[
              { value: 'newest', label: 'Newest first' },
              { value: 'oldest', label: 'Oldest first' },
              { value: 'popular', label: 'Most liked' },
            ]}
          />
        ),
      },
    ],
    dont: [{ text: 'Hide a required choice behind a placeholder option that looks like a value.' }],
    content: [
      'Label: a noun or a short question in sentence case ("Sort by", "Meal").',
      'Options: sentence case, parallel wording, no full stop; one to four words each.',
    ],
  },
  'Layout/Stack': {
    when: [
      "Laying things out from top to bottom with even space between them: a form, a card's content, a page section.",
    ],
    whenNot: [
      'Things side by side: use Inline.',
      'A grid of cards: use Grid.',
      'Space around one element: use Box `padding`, not an empty Stack.',
    ],
    do: [{ text: 'Use the space scale: `2`–`3` between related items, `5`–`6` between sections.' }],
    dont: [
      { text: 'Add margins to the children of a Stack: the Stack owns the space between them.' },
    ],
    content: ['Stack carries no text of its own: the order of its children is the reading order.'],
  },
  'Layout/Inline': {
    when: ['Things side by side that may wrap: buttons of a footer, tags, an avatar and a name.'],
    whenNot: [
      'Columns of a page or a grid of cards: use Grid.',
      'Items from top to bottom: use Stack.',
    ],
    do: [
      {
        text: 'Let it wrap at phone width, with the main action last.',
        example: (
          <Inline gap="2" wrap>
            <Button variant="ghost">Skip</Button>
            <Button variant="secondary">Save Draft</Button>
            <Button>Publish</Button>
          </Inline>
        ),
      },
    ],
    dont: [{ text: 'Turn off wrapping for long content: at 320 px it overflows the screen.' }],
    content: ['Inline carries no text of its own: keep the reading order left to right as shown.'],
  },
};

/** A line with its `code` spans rendered as code, not as backticks. */
function Rich({ text }: { text: string }): ReactNode {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/** A do or don't card: the verdict, the live example (if any) and what it shows. */
function Example({ kind, item }: { kind: 'do' | 'dont'; item: UsageExample }): ReactNode {
  return (
    <figure className={styles.example[kind]}>
      {item.example ? <div className={styles.exampleCanvas}>{item.example}</div> : null}
      <figcaption className={styles.exampleCaption}>
        <span className={styles.verdict[kind]}>{kind === 'do' ? 'Do' : "Don't"}</span>{' '}
        <Rich text={item.text} />
      </figcaption>
    </figure>
  );
}

/** The "Usage" section of a component's docs page; nothing for a component without guidance. */
export function UsageGuide({ title }: { title: string }): ReactNode {
  const usage = usageGuidance[title];
  if (!usage) return null;
  return (
    <section className={styles.usage} aria-labelledby="usage">
      <h2 id="usage">Usage</h2>
      <div className={styles.columns}>
        <div>
          <h3>When to use</h3>
          <ul>
            {usage.when.map((line) => (
              <li key={line}>
                <Rich text={line} />
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3>When not to use</h3>
          <ul>
            {usage.whenNot.map((line) => (
              <li key={line}>
                <Rich text={line} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <h3>Do and don&apos;t</h3>
      <div className={styles.examples}>
        {usage.do.map((item) => (
          <Example key={item.text} kind="do" item={item} />
        ))}
        {usage.dont.map((item) => (
          <Example key={item.text} kind="dont" item={item} />
        ))}
      </div>
      <h3>Content</h3>
      <ul>
        {usage.content.map((line) => (
          <li key={line}>
            <Rich text={line} />
          </li>
        ))}
      </ul>
    </section>
  );
}
