import { Notice, Stack } from '@wegrow/ui';
import { getHref } from '../../routes/paths';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { projectsTexts } from '../texts';

/**
 * What a visitor (or a session the server refused) sees where the projects would be: the Login
 * Required words with Go to Login. The modal itself comes when they try to do something.
 */
export function SignInPrompt() {
  return (
    <Notice tone="info" title="Login Required">
      <Stack gap="3" align="start">
        <span>{projectsTexts.loginRequired}</span>
        <ButtonLink to={getHref('login')} size="sm">
          Go to Login
        </ButtonLink>
      </Stack>
    </Notice>
  );
}
