import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Markdown, markdownHeadingLevels } from './Markdown';

const everything = [
  '# A heading',
  '',
  'Some *emphasis*, **strong words**, ~~struck~~ text and `inline code`.',
  'A link to [the seed library](https://example.org/seeds), a bare https://example.org and mail to hello@example.org.',
  '',
  '## A smaller heading',
  '',
  '- Tomatoes',
  '- Beans',
  '  - runner',
  '  - broad',
  '',
  '1. Dig',
  '2. Sow',
  '',
  '> Plant in spring, water in summer.',
  '',
  '```',
  'water(plants, { litres: 2 });',
  '```',
].join('\n');

const hostile = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)> <svg onload=alert(1)>',
  '[click me](javascript:alert(1)) · [data](data:text/html,x) · [relative](//evil.example)',
  '<a href="javascript:alert(1)" style="color:red">raw link</a>',
].join('\n\n');

/**
 * A member's Markdown text, shown safely: headings (below the page's own), emphasis, lists,
 * quotes, links and code; bare URLs become links. Raw HTML stays text, and only absolute
 * `http(s):` and `mailto:` links are made, each opening in a new tab with
 * `rel="nofollow ugc noopener"`. No `innerHTML` is used.
 */
const meta = {
  title: 'Data/Markdown',
  component: Markdown,
  tags: ['autodocs'],
  args: { children: everything },
  argTypes: { headingLevel: { control: 'inline-radio', options: markdownHeadingLevels } },
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every element it renders. */
export const AllElements: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'A heading' })).toBeVisible();
    const link = canvas.getByRole('link', { name: /the seed library/ });
    await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    await expect(link).toHaveAttribute('href', 'https://example.org/seeds');
  },
};

/** Hostile input: raw HTML shows as text and unsafe links as their words; nothing runs. */
export const HostileInput: Story = {
  args: { children: hostile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('script, img, svg, [style], [onerror]')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
  },
};
