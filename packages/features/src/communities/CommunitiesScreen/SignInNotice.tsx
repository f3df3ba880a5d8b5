import { Notice, Stack } from '@wegrow/ui';
import { getHref } from '../../routes/paths';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { communityTexts } from '../texts';

/** What a visitor gets instead of the communities: "Please login to view communities." */
export function SignInNotice() {
  return (
    <Notice tone="info" title="Login Required">
      <Stack gap="3" align="start">
        <span>{communityTexts.loginRequired}</span>
        <ButtonLink to={getHref('login')} size="sm">
          {communityTexts.goToLogin}
        </ButtonLink>
      </Stack>
    </Notice>
  );
}
