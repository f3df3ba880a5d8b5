/**
 * The authentication screens (spec 1 §2, §4, §5, §8): sign-up, login, request-password-reset and
 * reset-password, and the self-hosted ALTCHA captcha that guards sign-up and login. Each screen is
 * a container for a route of the site; it needs the session and the API providers around it.
 */
export { SignupScreen } from './SignupScreen/SignupScreen';
export { SignupForm, type SignupFormProps } from './SignupScreen/SignupForm';
export { LoginScreen } from './LoginScreen/LoginScreen';
export { LoginForm, type LoginFormProps } from './LoginScreen/LoginForm';
export { isJustSignedUp } from './LoginScreen/justSignedUp';
export { ForgotPasswordScreen } from './ForgotPasswordScreen/ForgotPasswordScreen';
export {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
} from './ForgotPasswordScreen/ForgotPasswordForm';
export {
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
} from './ResetPasswordScreen/ResetPasswordScreen';
export {
  ResetPasswordDone,
  ResetPasswordForm,
  ResetPasswordMissingToken,
  type ResetPasswordField,
  type ResetPasswordFormProps,
} from './ResetPasswordScreen/ResetPasswordForm';
export { VerifyEmailScreen } from './VerifyEmailScreen/VerifyEmailScreen';
export {
  CHANGE_EMAIL_TEXTS,
  CHANGE_EMAIL_TITLE,
  ChangeEmailScreen,
} from './ChangeEmailScreen/ChangeEmailScreen';
export {
  NOTIFICATION_SETTINGS_HREF,
  UNSUBSCRIBE_TEXTS,
  UNSUBSCRIBE_TITLE,
  UnsubscribeScreen,
} from './UnsubscribeScreen/UnsubscribeScreen';
export {
  CHOOSE_PASSWORD_TEXTS,
  VERIFY_EMAIL_TITLE,
  VerifyEmailChoosePassword,
  VerifyEmailFailed,
  VerifyEmailMissingToken,
  VerifyEmailVerified,
  VerifyEmailVerifying,
  type ChoosePasswordField,
  type VerifyEmailChoosePasswordProps,
  type VerifyEmailFailedProps,
  type VerifyEmailVerifiedProps,
} from './VerifyEmailScreen/VerifyEmailViews';
export { useResendVerification, type ResendOutcome } from './shared/useResendVerification';
export { useResendToastAction } from './shared/useResendToastAction';
export { ResendVerificationButton } from './shared/ResendVerificationButton';
export {
  MIN_NEW_PASSWORD_LENGTH,
  RESET_REDIRECT_DELAY_MS,
  newPasswordFieldErrors,
  newPasswordMessage,
} from './ResetPasswordScreen/newPassword';
export {
  Captcha,
  CAPTCHA_FAILED,
  CAPTCHA_LABEL,
  CAPTCHA_VERIFIED,
  CAPTCHA_VERIFYING,
  type CaptchaHandle,
  type CaptchaProps,
  type CaptchaStatus,
} from './Captcha/Captcha';
export {
  CaptchaSolverProvider,
  useCaptchaSolver,
  type CaptchaSolver,
  type CaptchaSolverProviderProps,
} from './Captcha/CaptchaSolver';
export {
  captchaPayloadOf,
  decodeCaptchaPayload,
  encodeCaptchaPayload,
  solveCaptcha,
  type CaptchaPayload,
} from './Captcha/captchaSolution';
export { AuthCard, type AuthCardProps } from './shared/AuthCard';
export {
  credentialsProblems,
  emailProblem,
  failureText,
  loginFailureText,
  loginRequest,
  newPasswordProblem,
  signupRequest,
  type Checked,
  type Credentials,
  type FieldErrors,
} from './shared/authRules';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
  passwordRuleProblem,
} from './shared/passwordRule';
export { signedUpEmail, signedUpState, type SignedUpState } from './LoginScreen/signedUpEmail';
export { authTexts } from './shared/authTexts';
export { useCaptchaToken } from './shared/useCaptchaToken';
