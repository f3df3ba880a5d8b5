/**
 * The garden programme: Garden Blitz (`/gardenblitz`, the four sign-up forms), the Garden
 * Directory (`/gardendirectory`, `/green/gardens`) and Garden Details (`/gardendetails/{id}`,
 * `/gardens/{id}`, volunteer requests), with the pure rules they follow (spec 2 §2, §4–§6, §8;
 * issue 18).
 */
export { GardenBlitzScreen } from './GardenBlitzScreen/GardenBlitzScreen';
export { GardenDirectoryScreen } from './GardenDirectoryScreen/GardenDirectoryScreen';
export {
  GardenDetailsScreen,
  type GardenDetailsScreenProps,
} from './GardenDetailsScreen/GardenDetailsScreen';
export {
  blankSignupFields,
  filterGardens,
  gardenEditDraft,
  gardenKind,
  gardenKindNames,
  gardenTypeName,
  gardenUpdateRequest,
  isGardenHost,
  isProgrammeAdmin,
  signupForms,
  signupRequest,
  typeFilterOptions,
  volunteerRequest,
  type GardenEditDraft,
  type GardenKind,
  type SignupForm,
  type TypeFilter,
} from './rules/gardenRules';
export { gardenTexts } from './rules/gardenTexts';

export { GardenBlitzRoute, GardenDetailsRoute, GardenDirectoryRoute } from './routes';
