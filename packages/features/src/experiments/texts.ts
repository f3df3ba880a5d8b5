/**
 * The words of the lab index, the boards and the promo pages (spec 3 §2), in one module. The
 * spec's own texts are kept as written: 'Submit Idea', 'Comment', 'Summarize Discussion',
 * 'No requests posted yet. Be the first to reach out.', 'Unspecified', 'I Can Offer',
 * 'I Need Help', 'Zen Tarot Readings'…
 */
export const experimentTexts = {
  backToExperiments: 'Back to Experiments',
  /** The boards keep their lists in this tab only (in memory in the spec): say so. */
  tabOnlyNote:
    'A prototype: what you post here stays in this browser tab (a reload keeps it) and is not shared with anyone yet.',

  labTitle: 'Experiments',
  labIntro:
    'Work-in-progress ideas, still warm from the oven. Try one, break it, and tell us what you think.',
  labListLabel: 'The experiments',
  globalMeditation:
    'A global meditation runs for 5 minutes every 12 hours, at 00:00 and 12:00 UTC. Join in from the Daily Meditation Timer.',

  planTitle: 'We Plan',
  planIntro: 'Propose an idea for the community and talk it through together.',
  ideaLabel: 'Your idea',
  submitIdea: 'Submit Idea',
  ideasHeading: 'Ideas',
  noIdeas: 'No ideas yet. Propose the first one.',
  selected: 'Selected',
  chooseIdea: 'Select an idea to open its discussion.',
  discussion: 'Discussion',
  noComments: 'No comments yet.',
  commentLabel: 'Your comment',
  comment: 'Comment',
  summarize: 'Summarize Discussion',

  helpTitle: 'We Help',
  helpIntro: 'Ask for a hand. Neighbours read this board and reach out.',
  helpName: 'Name or alias',
  helpNeed: 'What do you need?',
  helpUrgency: 'Urgency',
  helpUrgencyHint: 'In your words, e.g. "today" or "this month".',
  postRequest: 'Post Request',
  helpRequests: 'Requests',
  noHelpRequests: 'No requests posted yet. Be the first to reach out.',
  unnamed: 'Someone',

  doTitle: 'We Do',
  doIntro: 'Offer what you can, ask for what you need.',
  doType: 'I want to post',
  canOffer: 'I Can Offer',
  needHelp: 'I Need Help',
  postTitle: 'Title',
  postDescription: 'Description',
  postTags: 'Tags',
  postTagsHint: 'Separate tags with commas, e.g. tools, garden.',
  postOffer: 'Post Offer',
  postNeed: 'Post Request',
  offers: 'Offers',
  requests: 'Requests',
  noOffers: 'No offers yet.',
  noRequests: 'No requests yet.',
  untitled: 'Untitled',
  tagsLabel: 'Tags',

  greenTitle: 'We Green',
  greenIntro:
    'Gardens feed neighbourhoods. SEED is a local garden token that thanks the people who grow them.',
  greenHowHeading: 'How SEED works',
  greenEarn: 'Earn SEED by volunteering at a garden or donating seeds, tools or compost.',
  greenSpend: 'Spend SEED at local produce stands for fresh fruit and vegetables.',
  greenShare: 'Garden hosts get a share of the SEED earned on their land.',
  greenOptional: 'SEED is optional: every garden welcomes helping hands, tokens or not.',
  greenBlitz: 'Join a Garden Blitz',
  greenDirectory: 'Browse the Garden Directory',

  manifestationTitle: 'Manifestation',

  tarotTitle: 'Zen Tarot Readings',
  tarotIntro: 'Slow down, breathe, and let the cards start a conversation with you.',
  streamHeading: 'Live stream',
  streamPlaceholder:
    'The player comes from YouTube and loads only when you ask for it, so nothing is sent to it before.',
  loadStream: 'Load the live stream',
  streamTitle: 'Zen Tarot live stream',
  weeklyStreams:
    'We read live every week: bring a question, pull a card with us and share what comes up in the chat.',
  privateHeading: 'Private readings',
  privateReading: 'Book a private reading by e-mail:',
  supportCreator: 'Support the creator',
  backToSite: 'Back to WeGrow',

  freeskatesTitle: 'Zen Freeskates',
  freeskatesIntro: 'Free skating lessons at the skatepark. Roll with flow, balance and presence.',
  freeskatesLessons:
    'Beginners and returning skaters are welcome. Learn to balance, glide, turn and stop at your own pace, with a coach at your side.',
  freeskatesContactHeading: 'Book a lesson',
  freeskatesContact: 'Write to us to book a free lesson or ask a question:',
} as const;
