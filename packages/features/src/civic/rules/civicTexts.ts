/** The words of We Choose (spec 3 §2, §8); the server's notices are in `@wegrow/contract/civic`. */
export const civicTexts = {
  title: 'We Choose',
  intro:
    'Civic tools for our community, and the bills before Parliament right now, read from its open-data service.',
  toolsTitle: 'Civic tools',
  billsTitle: 'Current Bills',
  loadingBills: 'Loading bills...',
  billsFailed: 'We could not load the bills.',
  noBills: 'No current bills.',
  viewFullBill: 'View Full Bill',
  unknownSponsor: 'Sponsor unknown',
  unknownStatus: 'Status unknown',
  number: 'Number',
  sponsor: 'Sponsor',
  status: 'Status',
} as const;

/**
 * The five tiles (spec 3 §2). Their behaviour is not specified, so each opens an honest short
 * explanation: nothing here pretends to vote, compare or verify anyone.
 */
export const civicTiles = [
  {
    key: 'policies',
    title: 'Policies',
    text: 'A place to read and discuss the policies our community cares about. It is not built yet; for now, break a policy down on We Learn.',
  },
  {
    key: 'mockVote',
    title: 'Mock vote',
    text: 'A practice vote on current bills, to see where neighbours stand. Not built yet: no votes are collected on this page.',
  },
  {
    key: 'compare',
    title: 'Compare results',
    text: "Comparing a mock vote with Parliament's real outcome. It needs the mock vote first, so it is not available yet.",
  },
  {
    key: 'learn',
    title: 'Learn and test knowledge',
    text: 'Short lessons and quizzes on how a bill becomes law. Not built yet; the bills below link to their full text.',
  },
  {
    key: 'humanity',
    title: 'Proof of humanity',
    text: 'A way to show that each vote comes from one real person. Not built yet, and nothing on this page asks for or checks your identity.',
  },
] as const;
