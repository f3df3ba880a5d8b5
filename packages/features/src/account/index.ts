/**
 * The account domain: the Account screen (`/Account`, screen id `account`) with its Account
 * Settings, Security, Notifications and Inbox tabs, their parts, and the pure rules they follow.
 */
export { AccountScreen, type AccountScreenProps } from './AccountScreen/AccountScreen';
export {
  ACCOUNT_TAB_PARAM,
  accountTabs,
  toAccountTab,
  type AccountTab,
} from './AccountScreen/accountTabs';
export {
  NOTIFICATION_SETTINGS_TEXTS,
  NotificationSettings,
  type NotificationSettingsProps,
} from './NotificationSettings/NotificationSettings';
export {
  PUSH_TEXTS,
  PushOnThisDevice,
  type PushOnThisDeviceProps,
} from './NotificationSettings/PushOnThisDevice';
export {
  base64UrlToBytes,
  browserPushDevice,
  type PushDevice,
  type PushSubscriptionData,
  type PushSupport,
} from './NotificationSettings/pushDevice';
export { AccountSettings, type AccountSettingsProps } from './AccountSettings/AccountSettings';
export { ProfilePicture, type ProfilePictureProps } from './AccountSettings/ProfilePicture';
export {
  USERNAME_FIELD_ID,
  UsernameSettings,
  type UsernameSettingsProps,
} from './AccountSettings/UsernameSettings';
export { BioSettings, type BioSettingsProps } from './AccountSettings/BioSettings';
export { PasswordReset, type PasswordResetProps } from './AccountSettings/PasswordReset';
export {
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  avatarProblemMessage,
  checkAvatarFile,
  formatFileSize,
  type AvatarFileFacts,
  type AvatarFileProblem,
} from './AccountSettings/avatarFile';
export {
  BIO_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  bioChanged,
  canUpdateUsername,
  normaliseUsername,
  usernameChanged,
  usernameProblem,
} from './AccountSettings/profileRules';
export { Inbox, type InboxProps } from './Inbox/Inbox';
export { COLLAPSED_LINES, InboxList, type InboxListProps } from './Inbox/InboxList';
export { senderLabel } from './Inbox/senderLabel';
export { asMessageList, newestFirst, withReadFlag } from './Inbox/inboxMessages';
export { formatMessageTime, machineTime, type MessageTimeOptions } from './Inbox/messageTime';
