import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionItem } from './Accordion';

function renderAccordion(type: 'single' | 'multiple' = 'single') {
  const items = (
    <>
      <AccordionItem value="dreams" title="Lyra's Dreams">
        No dreams recorded yet.
      </AccordionItem>
      <AccordionItem value="soul" title="Lyra's Soul" headingLevel={2}>
        Loading soul...
      </AccordionItem>
      <AccordionItem value="evolution" title="Self-Evolution System (Coming Soon)" disabled />
    </>
  );
  render(
    type === 'single' ? (
      <Accordion type="single" collapsible>
        {items}
      </Accordion>
    ) : (
      <Accordion type="multiple">{items}</Accordion>
    ),
  );
}

describe('Accordion', () => {
  it('puts each header button in a heading of the chosen level', () => {
    renderAccordion();
    expect(screen.getByRole('heading', { level: 3, name: "Lyra's Dreams" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "Lyra's Soul" })).toBeInTheDocument();
  });

  it('opens with Enter, moves with the arrows and skips the disabled section', async () => {
    renderAccordion();
    const dreams = screen.getByRole('button', { name: "Lyra's Dreams" });
    const soul = screen.getByRole('button', { name: "Lyra's Soul" });
    dreams.focus();
    await userEvent.keyboard('{Enter}');
    expect(dreams).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: "Lyra's Dreams" })).toHaveTextContent(
      'No dreams recorded yet.',
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(soul).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(dreams).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(soul).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(soul).toHaveAttribute('aria-expanded', 'true');
    expect(dreams).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the disabled section closed', async () => {
    renderAccordion();
    const evolution = screen.getByRole('button', { name: 'Self-Evolution System (Coming Soon)' });
    expect(evolution).toBeDisabled();
    await userEvent.click(evolution);
    expect(evolution).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens several sections in multiple mode', async () => {
    renderAccordion('multiple');
    await userEvent.click(screen.getByRole('button', { name: "Lyra's Dreams" }));
    await userEvent.click(screen.getByRole('button', { name: "Lyra's Soul" }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });
});
