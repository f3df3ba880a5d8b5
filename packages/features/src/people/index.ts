/**
 * The person page's entry (issue 43): a member's public profile (`/people/:username`, screen id
 * `person`), where every domain's mentions link. The screen sits with the shared pages (beside
 * `MentionText`); this entry makes it a chunk of its own for its route.
 */
export {
  joinedMonth,
  PERSON_TEXTS,
  PersonScreen,
  type PersonScreenProps,
} from '../shared/PersonScreen/PersonScreen';
