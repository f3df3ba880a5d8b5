import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../Dialog';
import { MentionTextArea, MentionTextField } from './MentionField';
import { filterMentionOptions, findMention, type MentionOption } from './useMentionMenu';

/** The menu's polite live region (no status role: the page may have its own status). */
function announcement(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[data-mention-announcement]');
  if (!region) throw new Error('no mention announcement region');
  return region;
}

const members: MentionOption[] = [
  { username: 'ana', label: 'Ana Lima' },
  { username: 'amir', label: 'Amir Haddad' },
  { username: 'Bea_92', label: 'Beatriz' },
  { username: 'jonas' },
];

const listbox = () => screen.queryByRole('listbox', { name: 'Members' });
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('findMention', () => {
  it.each([
    ['@', 1, ''],
    ['hi @an', 6, 'an'],
    ['(@bea_9', 7, 'bea_9'],
    ['x\n@j.o-n', 8, 'j.o-n'],
  ])('finds the mention in %j at %i', (text, caret, query) => {
    expect(findMention(text, caret)?.query).toBe(query);
  });

  it.each([
    ['ana@example', 11],
    ['a@b', 3],
    ['hi @an a', 8],
    ['@@an', 4],
    ['no mention', 10],
  ])('finds none in %j at %i', (text, caret) => {
    expect(findMention(text, caret)).toBeNull();
  });

  it('covers the handle after the caret too', () => {
    expect(findMention('@anx b', 3)).toEqual({ query: 'an', start: 0, caret: 3, end: 4 });
  });
});

describe('filterMentionOptions', () => {
  it('keeps usernames that start with the query, ignoring case, at most 8', () => {
    expect(filterMentionOptions(members, 'A').map((o) => o.username)).toEqual(['ana', 'amir']);
    expect(filterMentionOptions(members, 'bea').map((o) => o.username)).toEqual(['Bea_92']);
    const many = Array.from({ length: 12 }, (_, i) => ({ username: `m${i}` }));
    expect(filterMentionOptions(many, 'm')).toHaveLength(8);
  });
});

describe('MentionTextArea', () => {
  it('opens on @ with every member, wired as a listbox the text area controls', async () => {
    render(<MentionTextArea label="Comment" mentionOptions={members} />);
    const area = screen.getByRole('textbox', { name: 'Comment' });
    expect(area).toHaveAttribute('aria-autocomplete', 'list');
    expect(area).toHaveAttribute('aria-haspopup', 'listbox');
    expect(listbox()).toBeNull();

    await userEvent.type(area, 'Thanks @');
    const list = screen.getByRole('listbox', { name: 'Members' });
    expect(area).toHaveAttribute('aria-controls', list.id);
    expect(optionNames()).toEqual([
      '@ana Ana Lima',
      '@amir Amir Haddad',
      '@Bea_92 Beatriz',
      '@jonas',
    ]);
    const first = screen.getByRole('option', { name: '@ana Ana Lima' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(area).toHaveAttribute('aria-activedescendant', first.id);
    expect(announcement()).toHaveTextContent('4 members found');
  });

  it('filters by the start of the username, ignoring case', async () => {
    render(<MentionTextArea label="Comment" mentionOptions={members} />);
    const area = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(area, '@A');
    expect(optionNames()).toEqual(['@ana Ana Lima', '@amir Amir Haddad']);
    await userEvent.type(area, 'm');
    expect(optionNames()).toEqual(['@amir Amir Haddad']);
    expect(announcement()).toHaveTextContent('1 member found');
    await userEvent.type(area, 'x');
    expect(listbox()).toBeNull();
    expect(announcement()).toHaveTextContent(/^$/);
  });

  it('moves with the arrow keys (wrapping) and inserts @username and a space on Enter', async () => {
    const onKeyDown = vi.fn();
    render(<MentionTextArea label="Comment" mentionOptions={members} onKeyDown={onKeyDown} />);
    const area = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(area, 'Thanks @a');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /amir/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /ana/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: /amir/ })).toHaveAttribute('aria-selected', 'true');
    expect(area).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /amir/ }).id,
    );
    await userEvent.keyboard('{Enter}');
    // No new line: the Enter chose the member.
    expect(area).toHaveValue('Thanks @amir ');
    expect((area as HTMLTextAreaElement).selectionStart).toBe('Thanks @amir '.length);
    expect(listbox()).toBeNull();
    expect(area).not.toHaveAttribute('aria-activedescendant');
    // The keys the menu used never reached the text area's own handler.
    expect(onKeyDown.mock.calls.map(([event]) => (event as KeyboardEvent).key)).not.toContain(
      'Enter',
    );
    await userEvent.type(area, 'hi{Enter}');
    expect(area).toHaveValue('Thanks @amir hi\n');
  });

  it('replaces the whole handle around the caret and chooses with Tab', async () => {
    render(<MentionTextArea label="Comment" mentionOptions={members} defaultValue="@jx said" />);
    const area = screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement;
    await userEvent.click(area);
    area.setSelectionRange(2, 2);
    fireEvent.select(area);
    expect(optionNames()).toEqual(['@jonas']);
    await userEvent.keyboard('{Tab}');
    expect(area).toHaveValue('@jonas said');
    expect(area.selectionStart).toBe('@jonas '.length);
    expect(area).toHaveFocus();
  });

  it('closes on Escape, keeping the text, until another mention; ArrowDown reopens it', async () => {
    render(<MentionTextArea label="Comment" mentionOptions={members} />);
    const area = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(area, 'hey @a');
    await userEvent.keyboard('{Escape}');
    expect(listbox()).toBeNull();
    expect(area).toHaveValue('hey @a');
    await userEvent.type(area, 'n');
    expect(listbox()).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    expect(optionNames()).toEqual(['@ana Ana Lima']);
    await userEvent.keyboard('{Escape}');
    await userEvent.type(area, ' and @');
    expect(listbox()).not.toBeNull();
  });

  it('closes on Escape inside a dialog without closing the dialog', async () => {
    render(
      <Dialog title="New post" defaultOpen>
        <MentionTextArea label="Comment" mentionOptions={members} />
      </Dialog>,
    );
    const area = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(area, '@');
    expect(listbox()).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(listbox()).toBeNull();
    expect(screen.getByRole('dialog', { name: 'New post' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens no menu inside an e-mail address', async () => {
    render(<MentionTextArea label="Comment" mentionOptions={members} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'write to ana@a');
    expect(listbox()).toBeNull();
  });

  it('chooses with a click, keeping the focus in the text area', async () => {
    render(<MentionTextArea label="Comment" mentionOptions={members} />);
    const area = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(area, 'cc @');
    await userEvent.click(screen.getByRole('option', { name: /Beatriz/ }));
    expect(area).toHaveValue('cc @Bea_92 ');
    expect(area).toHaveFocus();
    expect(listbox()).toBeNull();
  });

  it('tells the query as it changes, and null when no mention is typed', async () => {
    const onMentionQueryChange = vi.fn();
    render(
      <MentionTextArea
        label="Comment"
        mentionOptions={members}
        onMentionQueryChange={onMentionQueryChange}
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(area, 'hi');
    expect(onMentionQueryChange).not.toHaveBeenCalled();
    await userEvent.type(area, ' @jo');
    await userEvent.type(area, ' ');
    expect(onMentionQueryChange.mock.calls).toEqual([[''], ['j'], ['jo'], [null]]);
    // Unknown members still report the query (a container fetches them).
    await userEvent.type(area, '@zed');
    expect(onMentionQueryChange).toHaveBeenLastCalledWith('zed');
    await userEvent.tab();
    expect(onMentionQueryChange).toHaveBeenLastCalledWith(null);
  });

  it('shows a loading row while members are fetched, and announces it', async () => {
    render(<MentionTextArea label="Comment" mentionOptions={[]} mentionLoading />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), '@z');
    expect(screen.getByRole('listbox', { name: 'Members' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getAllByText('Loading…')[0]).toBeVisible();
    expect(announcement()).toHaveTextContent('Loading…');
  });

  it('does not submit the form on Enter while the menu is open', async () => {
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <MentionTextField label="Title" mentionOptions={members} />
        <button type="submit">Post</button>
      </form>,
    );
    const input = screen.getByRole('combobox', { name: 'Title' });
    await userEvent.type(input, 'with @jo{Enter}');
    expect(input).toHaveValue('with @jonas ');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('MentionTextField', () => {
  it('is a combobox whose aria-expanded follows the menu', async () => {
    render(<MentionTextField label="Title" mentionOptions={members} />);
    const input = screen.getByRole('combobox', { name: 'Title' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(input, '@b');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(optionNames()).toEqual(['@Bea_92 Beatriz']);
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('works controlled: onChange gets the inserted mention', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <MentionTextField
            label="Title"
            mentionOptions={members}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              setValue(event.target.value);
            }}
          />
          <button type="button" onClick={() => setValue('')}>
            Clear
          </button>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('combobox', { name: 'Title' });
    await userEvent.type(input, 'ask @am');
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveValue('ask @amir ');
    expect(onChange).toHaveBeenLastCalledWith('ask @amir ');
    await userEvent.type(input, '@');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    // A value the parent replaces ends the mention.
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens no menu when disabled or read-only', async () => {
    render(<MentionTextField label="Title" mentionOptions={members} readOnly defaultValue="@" />);
    const input = screen.getByRole('combobox', { name: 'Title' });
    await userEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes a list label, a loading label and a results message', async () => {
    render(
      <MentionTextField
        label="Title"
        mentionOptions={members}
        mentionListLabel="People"
        mentionResultsMessage={(count) => `${count} people`}
      />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Title' }), '@');
    expect(screen.getByRole('listbox', { name: 'People' })).toBeInTheDocument();
    expect(announcement()).toHaveTextContent('4 people');
  });

  it('forwards the ref to the input', () => {
    let node: HTMLInputElement | null = null;
    render(
      <MentionTextField
        label="Title"
        mentionOptions={members}
        ref={(element) => {
          node = element;
        }}
      />,
    );
    expect(node).toBe(screen.getByRole('combobox', { name: 'Title' }));
  });
});
