import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type ForwardedRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefCallback,
  type SyntheticEvent,
} from 'react';
import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import {
  listbox as listboxClass,
  loadingRow,
  option as optionClass,
  optionLabel,
  optionText,
  optionUsername,
  popover,
  wrapper,
} from './MentionField.css';
import { useLocale } from '../Theme/LocaleProvider';

/** A member that can be mentioned. */
export interface MentionOption {
  /** The handle inserted after `@` (letters, digits, `_`, `.`, `-`). */
  username: string;
  /** Shown beside the handle, e.g. the member's display name. */
  label?: string;
}

/** At most this many options are listed at once. */
export const MENTION_MAX_OPTIONS = 8;

const USERNAME_CHAR = String.raw`\p{L}\p{M}\p{N}_.\-`;
/** `@` + username characters right before the caret; the `@` at the start or after anything but a username character (so not in `a@b`). */
const MENTION_BEFORE_CARET = new RegExp(
  String.raw`(?:^|[^${USERNAME_CHAR}@])@([${USERNAME_CHAR}]*)$`,
  'u',
);
const USERNAME_RUN = new RegExp(String.raw`^[${USERNAME_CHAR}]*`, 'u');

/** A mention being typed: `@query` from `start`, the caret at `caret`, the handle running on to `end`. */
export interface MentionMatch {
  /** What was typed after `@`, up to the caret. */
  query: string;
  /** Index of the `@`. */
  start: number;
  /** Index of the caret. */
  caret: number;
  /** End of the handle (the username characters after the caret belong to it too). */
  end: number;
}

/**
 * The mention being typed in `text` with the caret at `caret`, or null: the caret must sit right
 * after `@` and zero or more username characters, the `@` at the start or after a space or
 * punctuation (not inside an e-mail address like `a@b`).
 */
export function findMention(text: string, caret: number): MentionMatch | null {
  const match = MENTION_BEFORE_CARET.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1] ?? '';
  const rest = USERNAME_RUN.exec(text.slice(caret))?.[0] ?? '';
  return { query, start: caret - query.length - 1, caret, end: caret + rest.length };
}

/** The options whose username starts with `query`, case-insensitively (at most `MENTION_MAX_OPTIONS`). */
export function filterMentionOptions(
  options: readonly MentionOption[],
  query: string,
): MentionOption[] {
  const wanted = query.toLowerCase();
  const found: MentionOption[] = [];
  for (const option of options) {
    if (!option.username.toLowerCase().startsWith(wanted)) continue;
    found.push(option);
    if (found.length === MENTION_MAX_OPTIONS) break;
  }
  return found;
}

/** The default live announcement: "3 members found". */
export function membersFound(count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'} found`;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

function assignRef<T>(ref: ForwardedRef<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * Replaces `[start, end)` of the control's text with `text` as typing would: through the editing
 * command where the browser has it (so Undo works), else by the native value setter and an
 * `input` event, so React's `onChange` fires for controlled and uncontrolled controls alike.
 */
function replaceText(
  control: TextControl,
  start: number,
  end: number,
  text: string,
  caret: number,
) {
  const expected = control.value.slice(0, start) + text + control.value.slice(end);
  control.setSelectionRange(start, end);
  const doc = control.ownerDocument;
  let inserted = false;
  if (typeof doc.execCommand === 'function') {
    try {
      inserted = doc.execCommand('insertText', false, text);
    } catch {
      inserted = false;
    }
  }
  if (!inserted) {
    // The element's class's own setter (HTMLInputElement's or HTMLTextAreaElement's, of its frame).
    const prototype: object = Object.getPrototypeOf(control);
    // Through the element's own `value` first, unchanged: whatever watches it (React's value
    // tracker, a test's user-event) records the text before the change. Then the native setter
    // past them, so React's `onChange` sees the change on the `input` event.
    const before = control.value;
    control.value = before;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, expected);
    control.setSelectionRange(caret, caret);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
  control.setSelectionRange(caret, caret);
}

export interface UseMentionMenuOptions<E extends TextControl> {
  /** The members that can be mentioned (filtered here by what is typed after `@`). */
  options: readonly MentionOption[];
  /** Called with the text typed after `@` while a mention is typed, and null when none is. */
  onQueryChange?: ((query: string | null) => void) | undefined;
  /** More options are being fetched: shows a loading row (and keeps the menu open with none). */
  loading?: boolean | undefined;
  /** The listbox's accessible name. @default 'Members' */
  listLabel?: string | undefined;
  /** The loading row's text. @default 'Loading…' */
  loadingLabel?: string | undefined;
  /** What screen readers hear when the options change. @default count => '3 members found' */
  resultsMessage?: ((count: number) => string) | undefined;
  /**
   * `combobox` for an `<input>`: `role="combobox"` with `aria-expanded` (the WAI-ARIA combobox
   * pattern). `textbox` for a `<textarea>`, which HTML allows no other role: it keeps its textbox
   * role with `aria-haspopup="listbox"`, `aria-autocomplete`, `aria-controls` and
   * `aria-activedescendant`.
   */
  role: 'combobox' | 'textbox';
  /** The control's `value` when controlled: a value the parent changes closes a stale menu. */
  value?: unknown;
  /** No menu while disabled. */
  disabled?: boolean | undefined;
  /** No menu while read-only. */
  readOnly?: boolean | undefined;
  /** A ref to pass the control to as well (the component's forwarded ref). */
  ref?: ForwardedRef<E> | undefined;
}

/** The handlers of the control that the menu takes part in. */
export interface MentionControlHandlers<E extends TextControl> {
  onChange?: ((event: ChangeEvent<E>) => void) | undefined;
  onKeyDown?: ((event: KeyboardEvent<E>) => void) | undefined;
  onSelect?: ((event: SyntheticEvent<E>) => void) | undefined;
  onClick?: ((event: MouseEvent<E>) => void) | undefined;
  onBlur?: ((event: FocusEvent<E>) => void) | undefined;
}

/** What `getControlProps` gives the control: the ARIA wiring and the handlers. */
export interface MentionControlProps<E extends TextControl> extends Required<
  MentionControlHandlers<E>
> {
  ref: RefCallback<E>;
  role?: 'combobox';
  'aria-autocomplete': 'list';
  'aria-controls': string;
  'aria-expanded'?: boolean;
  'aria-haspopup'?: 'listbox';
  'aria-activedescendant'?: string;
}

/**
 * An `@username` mention menu for a text control: finds the mention typed before the caret, lists
 * the matching members under the control (a listbox, the WAI-ARIA combobox pattern), moves
 * through them with the arrow keys, inserts `@username ` on Enter, Tab or a click, and closes on
 * Escape. Spread `wrapperProps` on a wrapper around the field, `getControlProps(…)` on the
 * `<input>` or `<textarea>`, and render `menu` inside the wrapper after the field.
 *
 * While the menu is open, the keys it uses (arrows, Enter, Tab, Escape) do not reach the
 * control's own `onKeyDown`: Enter chooses a member instead of submitting a form or adding a
 * line, and Escape closes the menu, not an enclosing dialog.
 */
export function useMentionMenu<E extends TextControl>({
  options,
  onQueryChange,
  loading = false,
  listLabel: listLabelProp,
  loadingLabel: loadingLabelProp,
  resultsMessage = membersFound,
  role,
  value,
  disabled = false,
  readOnly = false,
  ref,
}: UseMentionMenuOptions<E>) {
  const { labels } = useLocale();
  const listLabel = listLabelProp ?? labels.members;
  const loadingLabel = loadingLabelProp ?? labels.loadingMore;
  const listboxId = useId();
  const controlRef = useRef<E | null>(null);
  const wrapperRef = useRef<HTMLDivElement | null>(null);
  const popoverRef = useRef<HTMLDivElement | null>(null);
  const [found, setFound] = useState<MentionMatch | null>(null);
  /** The `@` whose menu Escape closed: it stays closed until another mention is typed. */
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [active, setActive] = useState(0);

  // A controlled value the parent changed (e.g. cleared after sending) ends a stale mention.
  const mention =
    found !== null &&
    (value === undefined || String(value).slice(found.start, found.caret) === `@${found.query}`)
      ? found
      : null;
  const query = mention?.query ?? null;
  const matches = useMemo(
    () => (query === null ? [] : filterMentionOptions(options, query)),
    [options, query],
  );
  const open =
    mention !== null &&
    !disabled &&
    !readOnly &&
    dismissed !== mention.start &&
    (matches.length > 0 || loading);
  const activeIndex = Math.min(active, matches.length - 1);
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const activeId = open && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  /** Reads the mention at the caret from the control. */
  const sync = (control: E) => {
    const caret = control.selectionStart;
    const next =
      caret !== null && caret === control.selectionEnd ? findMention(control.value, caret) : null;
    if (next?.query !== found?.query || next?.start !== found?.start) setActive(0);
    setFound((previous) =>
      previous !== null &&
      next !== null &&
      previous.query === next.query &&
      previous.start === next.start &&
      previous.end === next.end
        ? previous
        : next,
    );
    if (next === null || next.start !== dismissed) setDismissed(null);
  };

  const choose = (index: number) => {
    const control = controlRef.current;
    const chosen = matches[index];
    if (!control || !chosen) return;
    const caret = control.selectionStart ?? 0;
    const current = findMention(control.value, caret) ?? mention;
    if (!current) return;
    const handle = `@${chosen.username}`;
    // One space after the handle: added, or the one already there stepped over.
    const spaceAfter = /^\s/.test(control.value.slice(current.end));
    const text = spaceAfter ? handle : `${handle} `;
    replaceText(control, current.start, current.end, text, current.start + handle.length + 1);
    sync(control);
  };

  const dismiss = () => {
    if (mention) setDismissed(mention.start);
  };

  // Escape is taken before an enclosing layer sees it (a Radix Dialog listens on the document in
  // the capture phase): it closes the menu, not the dialog.
  const escapeEvent = useRef<Event | null>(null);
  const dismissRef = useRef(dismiss);
  useEffect(() => {
    dismissRef.current = dismiss;
  });
  useEffect(() => {
    if (!open) return;
    const view = controlRef.current?.ownerDocument.defaultView;
    if (!view) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing || event.target !== controlRef.current)
        return;
      event.preventDefault();
      escapeEvent.current = event;
      dismissRef.current();
    };
    view.addEventListener('keydown', onKeyDown, true);
    return () => view.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  // The card sits under the control itself (not under the field's error or count).
  useLayoutEffect(() => {
    const control = controlRef.current;
    const card = popoverRef.current;
    const box = wrapperRef.current;
    if (!open || !control || !card || !box) return;
    const top = control.getBoundingClientRect().bottom - box.getBoundingClientRect().top;
    card.style.top = `${Math.round(top)}px`;
  });

  // The active option stays in view when the list scrolls.
  useEffect(() => {
    if (!activeId) return;
    const element = controlRef.current?.ownerDocument.getElementById(activeId);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const lastQuery = useRef<string | null>(null);
  useEffect(() => {
    if (lastQuery.current === query) return;
    lastQuery.current = query;
    onQueryChange?.(query);
  }, [query, onQueryChange]);

  const setControl = useCallback<RefCallback<E>>(
    (node) => {
      controlRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  /** The menu's part of the control's props, calling the given handlers too. */
  const getControlProps = (handlers: MentionControlHandlers<E> = {}): MentionControlProps<E> => ({
    ref: setControl,
    ...(role === 'combobox'
      ? { role: 'combobox' as const, 'aria-expanded': open }
      : { 'aria-haspopup': 'listbox' as const }),
    'aria-autocomplete': 'list',
    'aria-controls': listboxId,
    ...(activeId ? { 'aria-activedescendant': activeId } : {}),
    onChange: (event) => {
      sync(event.currentTarget);
      handlers.onChange?.(event);
    },
    onSelect: (event) => {
      sync(event.currentTarget);
      handlers.onSelect?.(event);
    },
    onClick: (event) => {
      sync(event.currentTarget);
      handlers.onClick?.(event);
    },
    onBlur: (event) => {
      setFound(null);
      handlers.onBlur?.(event);
    },
    onKeyDown: (event) => {
      if (event.nativeEvent === escapeEvent.current) return;
      const composing = event.nativeEvent.isComposing;
      const count = matches.length;
      if (open && !composing) {
        const { key } = event;
        if ((key === 'ArrowDown' || key === 'ArrowUp') && count > 0) {
          event.preventDefault();
          const step = key === 'ArrowDown' ? 1 : -1;
          setActive((Math.max(activeIndex, 0) + step + count) % count);
          return;
        }
        if (
          key === 'Enter' &&
          !event.shiftKey &&
          !event.altKey &&
          !event.ctrlKey &&
          !event.metaKey
        ) {
          // Never a new line or a form submission while the menu is open, even while loading.
          event.preventDefault();
          if (count > 0) choose(activeIndex);
          return;
        }
        if (key === 'Tab' && !event.shiftKey && count > 0) {
          event.preventDefault();
          choose(activeIndex);
          return;
        }
        if (key === 'Escape') {
          event.preventDefault();
          dismiss();
          return;
        }
      } else if (
        !composing &&
        event.key === 'ArrowDown' &&
        mention !== null &&
        dismissed === mention.start &&
        matches.length > 0
      ) {
        // Down Arrow opens a menu that Escape closed.
        event.preventDefault();
        setDismissed(null);
        return;
      }
      handlers.onKeyDown?.(event);
    },
  });

  const announcement = !open
    ? ''
    : matches.length > 0
      ? resultsMessage(matches.length)
      : loadingLabel;

  const menu: ReactNode = (
    <>
      {/* Pressing in the card keeps the focus (and the caret) in the control. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={popoverRef}
        className={popover}
        hidden={!open}
        data-state={open ? 'open' : 'closed'}
        onMouseDown={(event) => event.preventDefault()}
      >
        <ul
          id={listboxId}
          role="listbox"
          aria-label={listLabel}
          aria-busy={loading && open ? true : undefined}
          className={listboxClass}
        >
          {open
            ? matches.map((option, index) => (
                // Chosen with the keyboard from the control (aria-activedescendant), or clicked.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={option.username}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={optionClass}
                  onMouseMove={() => {
                    if (index !== activeIndex) setActive(index);
                  }}
                  onClick={() => choose(index)}
                >
                  <span className={optionText}>
                    <span className={optionUsername}>@{option.username}</span>
                    {option.label ? (
                      <>
                        {' '}
                        <span className={optionLabel}>{option.label}</span>
                      </>
                    ) : null}
                  </span>
                </li>
              ))
            : null}
        </ul>
        {open && loading ? (
          // Announced by the live region below; on screen only here.
          <div className={loadingRow} aria-hidden="true">
            <Spinner size="sm" label={loadingLabel} showLabel />
          </div>
        ) : null}
      </div>
      {/* A polite live region without the status role: a page may have its own status to find. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-mention-announcement="">
        {announcement}
      </VisuallyHidden>
    </>
  );

  return {
    /** Whether the menu is showing. */
    open,
    /** The text typed after `@`, or null when no mention is being typed. */
    query,
    /** The options listed (filtered by the query). */
    matches,
    /** Spread on the element that wraps the field and the menu (positions the menu). */
    wrapperProps: { ref: wrapperRef, className: wrapper },
    getControlProps,
    /** The listbox card and the live region, rendered inside the wrapper after the field. */
    menu,
  };
}
