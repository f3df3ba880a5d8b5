/**
 * The words of the community page's sections (spec 2 "Section behaviour", §5, §8): Community Goals,
 * Community Chat, Resource Board and Upcoming Events. The server's refusals (its `detail`s, from
 * @wegrow/contract/communities) are shown as they come; these are the screens' own words. Tests
 * and stories look for them, so they are kept in one place.
 */

/** Shared by every section. */
export const commonTexts = {
  /** The title of every deletion's confirm dialog (spec 2 §5: goal and task deletion). */
  confirmDeletion: 'Confirm Deletion',
  confirmDelete: 'Yes, Delete',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  saveChanges: 'Save Changes',
  titleLabel: 'Title',
  descriptionLabel: 'Description',
  titleRequired: 'Enter a title.',
  /** Who wrote or did something when the account has no username (any more). */
  unknownMember: 'a member',
} as const;

export const goalsTexts = {
  sectionTitle: 'Community Goals',
  loading: 'Loading goals...',
  loadFailed: 'Could not load the goals.',
  empty: 'No goals yet.',
  emptyHint: 'Add the first thing this community wants to achieve.',
  addGoalHeading: 'Add a goal',
  addGoal: 'Add Goal',
  editGoal: 'Edit Goal',
  /** The goal's and the task's buttons' names (their visible text is Edit / Delete). */
  editGoalButton: 'Edit goal',
  deleteGoalButton: 'Delete goal',
  deleteTaskButton: 'Delete task',
  deleteGoalQuestion: 'Are you sure you want to delete this goal and all its tasks?',
  deleteTaskQuestion: 'Are you sure you want to delete this task?',
  tasks: 'Tasks',
  noTasks: 'No tasks yet.',
  newTaskLabel: 'New task',
  addTask: 'Add Task',
  assignToMe: 'Assign to me',
  complete: 'Complete',
  undo: 'Undo',
  assignedTo: (name: string) => `Assigned to ${name}`,
  completedBy: (name: string) => `completed by ${name}`,
  unassigned: 'Unassigned',
  actionFailed: 'That did not work.',
} as const;

export const chatTexts = {
  sectionTitle: 'Community Chat',
  loading: 'Loading messages...',
  loadFailed: 'Could not load the chat.',
  empty: 'No messages yet. Say hello!',
  messagesLabel: 'Chat messages',
  messageLabel: 'Message',
  placeholder: 'Write a message…',
  send: 'Send',
  deleteMessage: 'Delete message',
  /** An admin's action on someone else's message (issue 33). */
  removeMessage: (author: string) => `Remove message by ${author}`,
  /** A member's action on someone else's message: opens the Report dialog (issue 33). */
  report: 'Report',
  reportMessage: (author: string) => `Report message by ${author}`,
  /** In place of Report once the reader reported the message (issue 44; theirs only). */
  reported: 'Reported',
  reportedHint: 'You reported this message.',
  /** Above the first message of others the reader had not read (issue 44). */
  newMessages: 'New messages',
  sendFailed: 'Your message was not sent.',
  deleteFailed: 'The message was not deleted.',
  /** The author's own messages only (issue 44): opens the message's text for editing in place. */
  edit: 'Edit',
  editMessage: 'Edit your message',
  /** The edit field's label (hidden: the field sits where the message was). */
  editLabel: 'Your message',
  save: 'Save',
  cancelEdit: 'Cancel',
  /** Save pressed with nothing left in the field: nothing is sent. */
  editBlank: 'A message cannot be empty. Write something, or delete the message instead.',
  /** Before the server's reason (`detail`). */
  editFailed: 'Your edit was not saved.',
  /** Beside the time of a message its author edited. */
  edited: '(edited)',
  /** The edit's time, in the mark's tooltip and for screen readers. */
  editedAt: (time: string) => `Edited ${time}`,
  /** Above the messages while older ones may exist: loads the page before the oldest shown. */
  loadOlder: 'Load older messages',
  loadingOlder: 'Loading…',
  olderFailed: 'Older messages could not be loaded. Try again.',
  /** Once a page before came back short: the start of the chat is shown. */
  chatStart: 'This is the start of the chat.',
  /** Delete asks first: a deleted message cannot be restored (issue 33). */
  deleteQuestion:
    'Are you sure you want to delete this message? It disappears for everyone in the community and cannot be undone.',
  /** An admin removing someone else's message: its author is told in their inbox. */
  removeQuestion:
    'Are you sure you want to remove this message? It disappears for everyone in the community, its author is told in their inbox, and it cannot be undone.',
  /** While the live stream is down (it reconnects by itself). */
  reconnecting: 'Reconnecting to the live chat…',
  /** The stream said the reader is no longer a member, or the community is gone. */
  streamClosed: 'The live chat has ended: you are no longer a member of this community.',
  /** The stream closed because the admins hid the chat from members (issue 30). */
  chatHidden: "The live chat has ended: the community's admins have hidden the chat.",
} as const;

export const resourcesTexts = {
  sectionTitle: 'Resource Board',
  loading: 'Loading resources...',
  loadFailed: 'Could not load the resources.',
  empty: 'No resources yet.',
  emptyHint: 'Share a guide, a map or a tool library with the community.',
  addHeading: 'Add a resource',
  urlLabel: 'URL',
  urlHint: 'A web address, e.g. example.org/guide (https:// is added when missing).',
  urlRequired: 'Enter the address.',
  /** The contract's own sentence for a url it refuses (x-pattern-message). */
  urlInvalid: 'The URL must be a web address (http:// or https://, or no scheme at all).',
  addResource: 'Add Resource',
  editResource: 'Edit Resource',
  deleteQuestion: 'Are you sure you want to delete this resource?',
  actionFailed: 'That did not work.',
} as const;

export const eventsTexts = {
  sectionTitle: 'Upcoming Events',
  loading: 'Loading events...',
  loadFailed: 'Could not load the events.',
  calendarLabel: 'Community events',
  addHeading: 'Add an event',
  dateLabel: 'Date',
  dateHint: 'YYYY-MM-DD, or pick a day in the calendar.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  addEvent: 'Add Event',
  editEvent: 'Edit Event',
  upcoming: 'Coming up',
  noUpcoming: 'No upcoming events.',
  deleteQuestion: 'Are you sure you want to delete this event?',
  addToCalendar: 'Add to calendar (.ics)',
  calendarHint:
    'Your personal address: calendar apps that subscribe to it (Google Calendar “From URL”, Thunderbird, Apple Calendar) keep the events up to date.',
  calendarLinkFailed: 'The calendar address is not available right now.',
  actionFailed: 'That did not work.',
  cancelledMark: '(cancelled)',
  cancelled: 'Cancelled',
  openEvent: (title: string) => `${title}: the event's page`,
} as const;
