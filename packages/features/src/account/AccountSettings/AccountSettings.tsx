import type { UserProfile } from '@wegrow/api';
import { Grid } from '@wegrow/ui';
import { BioSettings } from './BioSettings';
import { PasswordReset } from './PasswordReset';
import { ProfilePicture } from './ProfilePicture';
import { SearchLanguageSettings } from './SearchLanguageSettings';
import { UsernameSettings } from './UsernameSettings';

export interface AccountSettingsProps {
  /** The signed-in user's profile (`GET /auth/account/me`). */
  profile: UserProfile;
  /** The signed-in address (the session's), where a password-reset link goes. */
  email: string;
}

/**
 * The Account Settings tab: profile picture, username, bio, password reset and the search
 * language, each saved on its own. Two columns on wide screens, one on phones (in that order).
 */
export function AccountSettings({ profile, email }: AccountSettingsProps) {
  return (
    <Grid columns={2} minItemWidth="20rem" gap="5" style={{ alignItems: 'start' }}>
      <ProfilePicture pictureUrl={profile.profile_pic} name={profile.username ?? email} />
      <UsernameSettings saved={profile.username} />
      <BioSettings saved={profile.bio} />
      <PasswordReset email={email} />
      <SearchLanguageSettings />
    </Grid>
  );
}
