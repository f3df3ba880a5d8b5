/**
 * The words of the garden programme's screens (spec 2 §2 "/gardenblitz", "/gardendirectory",
 * "/gardendetails/{id}", §5, §8; issue 18), kept exactly: tests and stories look for them. The
 * server's own details (`GARDEN_DETAILS` of @wegrow/contract) are shown as they come.
 */
export const gardenTexts = {
  blitzTitle: 'Garden Blitz',
  directoryTitle: 'Garden Directory',
  detailsTitle: 'Garden Details',
  formSubmitted: 'Form submitted successfully!',
  formError: (message: string) => `Error submitting form: ${message}`,
  /** After an anonymous host sign-up (issue 18). */
  signInToManage:
    'You signed up without signing in. Sign in before you sign up next time, so that you can manage your volunteer requests later.',
  /** On the host forms while not signed in. */
  hostFormSignInHint:
    'Sign in first to manage your garden and its volunteer requests later; you may also sign up without an account.',
  tokensNote: 'Hosts and volunteers earn tokens for every garden they help grow.',
  howItWorks: 'How It Works',
  toDirectory: 'Browse the Garden Directory',
  viewDetails: 'View Details',
  loadingGardens: 'Loading gardens...',
  gardensFailed: 'We could not load the gardens.',
  noGardens: 'No gardens yet.',
  noMatches: 'No gardens match these filters.',
  typeFilter: 'Type',
  locationFilter: 'Location',
  loadingGarden: 'Loading the garden...',
  gardenFailed: 'We could not load this garden.',
  gardenNotFound: 'Garden not found.',
  requestToVolunteer: 'Offer to help',
  sendRequest: 'Send Request',
  requestSent: 'Request sent!',
  requestError: 'Error submitting request.',
  volunteerRequests: 'Volunteer Requests',
  noRequests: 'No volunteer requests yet.',
  loadingRequests: 'Loading volunteer requests...',
  requestsFailed: 'We could not load the volunteer requests.',
  approve: 'Approve',
  reject: 'Reject',
  approvalFailed: "Approval failed. Please ensure you're logged in.",
  gardenDecisionFailed: 'The decision was not saved.',
  // A decision cannot be changed once made (no button undoes it): asked first (issue 33).
  decisionTitle: (status: 'Approved' | 'Rejected', what: 'Garden' | 'Volunteer') =>
    `${status === 'Approved' ? 'Approve' : 'Reject'} ${what}`,
  gardenDecisionQuestion: (status: 'Approved' | 'Rejected', hostName: string) =>
    `${status === 'Approved' ? 'Approve' : 'Reject'} the garden of “${hostName}”? The decision cannot be changed afterwards.`,
  volunteerDecisionQuestion: (status: 'Approved' | 'Rejected', volunteerName: string) =>
    `${status === 'Approved' ? 'Approve' : 'Reject'} the request of “${volunteerName}” to volunteer? The decision cannot be changed afterwards.`,
  editGarden: 'Edit Garden',
  editFailed: 'Could not save the garden.',
  withdraw: 'Withdraw Garden',
  withdrawQuestion: 'Withdraw this garden? Its volunteer requests go with it.',
  withdrawFailed: 'Could not withdraw the garden.',
  withdrawn: 'Your garden was withdrawn.',
  nameRequired: 'Name is required.',
  emailRequired: 'E-mail is required.',
  messageRequired: 'Message is required.',
} as const;
