export {
  MentionTextArea,
  MentionTextField,
  type MentionMenuProps,
  type MentionTextAreaProps,
  type MentionTextFieldProps,
} from './MentionField';
export {
  MENTION_MAX_OPTIONS,
  useMentionMenu,
  type MentionControlHandlers,
  type MentionControlProps,
  type MentionOption,
  type UseMentionMenuOptions,
} from './useMentionMenu';
