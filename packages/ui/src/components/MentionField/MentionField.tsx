import { forwardRef } from 'react';
import { TextArea, type TextAreaProps } from '../TextArea/TextArea';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { useMentionMenu, type MentionOption } from './useMentionMenu';

/** The mention menu's props, shared by `MentionTextArea` and `MentionTextField`. */
export interface MentionMenuProps {
  /**
   * The members that can be mentioned. Those whose username starts with what is typed after `@`
   * (ignoring case) are listed, at most 8. Pass the members matching the query when fetched
   * (see `onMentionQueryChange`), or all of them for a small group.
   */
  mentionOptions: readonly MentionOption[];
  /**
   * Called with the text typed after `@` while a mention is typed (`''` right after the `@`), and
   * with `null` when none is (the caret left it, a member was chosen, the field lost the focus):
   * a container fetches the matching members with it.
   */
  onMentionQueryChange?: (query: string | null) => void;
  /** Members are being fetched: the menu shows a loading row (and stays open with no match). @default false */
  mentionLoading?: boolean;
  /** The member list's accessible name. @default 'Members' */
  mentionListLabel?: string;
  /** The loading row's text, also announced. @default 'Loading…' */
  mentionLoadingLabel?: string;
  /**
   * What screen readers hear (politely) when the list changes.
   * @default (count) => `${count} members found` ("1 member found")
   */
  mentionResultsMessage?: (count: number) => string;
}

export interface MentionTextAreaProps extends TextAreaProps, MentionMenuProps {}

/**
 * A `TextArea` with an `@username` mention menu: typing `@` lists the matching members under it;
 * the arrow keys move, Enter, Tab or a click inserts `@username `, Escape closes. While the menu
 * is open Enter never adds a line. The text area keeps its textbox role (HTML allows it no other)
 * and points at the list with `aria-controls` and `aria-activedescendant`.
 */
export const MentionTextArea = forwardRef<HTMLTextAreaElement, MentionTextAreaProps>(
  function MentionTextArea(
    {
      mentionOptions,
      onMentionQueryChange,
      mentionLoading,
      mentionListLabel,
      mentionLoadingLabel,
      mentionResultsMessage,
      onChange,
      onKeyDown,
      onSelect,
      onClick,
      onBlur,
      ...rest
    },
    ref,
  ) {
    const mention = useMentionMenu<HTMLTextAreaElement>({
      options: mentionOptions,
      onQueryChange: onMentionQueryChange,
      loading: mentionLoading,
      listLabel: mentionListLabel,
      loadingLabel: mentionLoadingLabel,
      resultsMessage: mentionResultsMessage,
      role: 'textbox',
      value: rest.value,
      disabled: rest.disabled,
      readOnly: rest.readOnly,
      ref,
    });
    return (
      <div {...mention.wrapperProps}>
        <TextArea
          {...rest}
          {...mention.getControlProps({ onChange, onKeyDown, onSelect, onClick, onBlur })}
        />
        {mention.menu}
      </div>
    );
  },
);
MentionTextArea.displayName = 'MentionTextArea';

export interface MentionTextFieldProps extends TextFieldProps, MentionMenuProps {}

/**
 * A `TextField` with an `@username` mention menu (the WAI-ARIA combobox pattern: the input is a
 * `combobox` whose `aria-expanded` follows the list): typing `@` lists the matching members
 * under it; the arrow keys move, Enter, Tab or a click inserts `@username `, Escape closes.
 * While the menu is open Enter never submits the form. Browser autofill is off unless
 * `autoComplete` says otherwise.
 */
export const MentionTextField = forwardRef<HTMLInputElement, MentionTextFieldProps>(
  function MentionTextField(
    {
      mentionOptions,
      onMentionQueryChange,
      mentionLoading,
      mentionListLabel,
      mentionLoadingLabel,
      mentionResultsMessage,
      onChange,
      onKeyDown,
      onSelect,
      onClick,
      onBlur,
      autoComplete = 'off',
      ...rest
    },
    ref,
  ) {
    const mention = useMentionMenu<HTMLInputElement>({
      options: mentionOptions,
      onQueryChange: onMentionQueryChange,
      loading: mentionLoading,
      listLabel: mentionListLabel,
      loadingLabel: mentionLoadingLabel,
      resultsMessage: mentionResultsMessage,
      role: 'combobox',
      value: rest.value,
      disabled: rest.disabled,
      readOnly: rest.readOnly,
      ref,
    });
    return (
      <div {...mention.wrapperProps}>
        <TextField
          autoComplete={autoComplete}
          {...rest}
          {...mention.getControlProps({ onChange, onKeyDown, onSelect, onClick, onBlur })}
        />
        {mention.menu}
      </div>
    );
  },
);
MentionTextField.displayName = 'MentionTextField';
