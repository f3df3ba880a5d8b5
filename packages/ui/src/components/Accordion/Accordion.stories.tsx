import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Accordion, AccordionItem } from './Accordion';

const lyraItems = (
  <>
    <AccordionItem value="dreams" title="Lyra's Dreams">
      <ol style={{ margin: 0, paddingLeft: '1.25rem' }}>
        <li>A garden that hums at dawn</li>
        <li>Rivers that remember every name</li>
        <li>A library of seeds</li>
      </ol>
    </AccordionItem>
    <AccordionItem value="soul" title="Lyra's Soul">
      <p style={{ margin: 0 }}>Tone: gentle. Style: curious. Beliefs: kindness compounds.</p>
    </AccordionItem>
    <AccordionItem value="evolution" title="Self-Evolution System (Coming Soon)" disabled />
  </>
);

const meta = {
  title: 'Disclosure/Accordion',
  component: Accordion,
  subcomponents: { AccordionItem },
  tags: ['autodocs'],
  args: { type: 'single', collapsible: true, defaultValue: 'dreams', children: lyraItems },
  // Radix types it for single and multiple at once; the table says it plainly.
  argTypes: {
    onValueChange: {
      description:
        "Called with the open section's `value` (single) or the list of them (multiple).",
      table: { type: { summary: '(value: string) => void | (value: string[]) => void' } },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Accordion>;

export default meta;
// Accordion's props are a union (single | multiple), which StoryObj<typeof meta> cannot narrow.
type Story = StoryObj<typeof Accordion>;

/** Lyra home: one section open at a time, with a disabled "Coming Soon" section. */
export const Single: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: "Lyra's Dreams" })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(
      canvas.getByRole('button', { name: 'Self-Evolution System (Coming Soon)' }),
    ).toBeDisabled();
  },
};

export const AllClosed: Story = { args: { defaultValue: undefined } };

export const Multiple: Story = {
  // Rendered directly: `collapsible` from the shared args only applies to single mode.
  render: () => (
    <Accordion type="multiple" defaultValue={['dreams', 'soul']}>
      {lyraItems}
    </Accordion>
  ),
};

/** Up/Down move between headers (skipping the disabled one), Enter and Space toggle. */
export const KeyboardInteraction: Story = {
  parameters: { visual: { keepFocus: true } },
  args: { defaultValue: undefined },
  play: async ({ canvas }) => {
    const dreams = canvas.getByRole('button', { name: "Lyra's Dreams" });
    const soul = canvas.getByRole('button', { name: "Lyra's Soul" });
    dreams.focus();
    await userEvent.keyboard('{Enter}');
    await expect(dreams).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: "Lyra's Dreams" })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(soul).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(dreams).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(soul).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(soul).toHaveAttribute('aria-expanded', 'true');
    await expect(dreams).toHaveAttribute('aria-expanded', 'false');
  },
};
