/**
 * We Learn (`/WeLearn`): a policy text broken down into six sections by the server (its AI model,
 * or its built-in engine), with the pure rules it follows (spec 3 §2, §4, §5; issue 19).
 */
export { WeLearnScreen } from './WeLearnScreen/WeLearnScreen';
export {
  breakdownAuthor,
  breakdownSections,
  interpretableText,
  LOCAL_POLICY_SOURCE,
} from './rules/weLearnRules';
export { weLearnTexts } from './rules/weLearnTexts';

export { WeLearnRoute } from './routes';
