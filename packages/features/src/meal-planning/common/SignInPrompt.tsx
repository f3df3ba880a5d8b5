import { Notice, Stack } from '@wegrow/ui';
import type { ReactNode } from 'react';
import { getHref } from '../../routes/paths';
import { ButtonLink } from '../../shared/links/RouterLinks';

export interface SignInPromptProps {
  /** What signing in gives on this screen. */
  children: ReactNode;
  /** The session was refused (it ended elsewhere) rather than absent. @default false */
  ended?: boolean;
}

/**
 * What a visitor sees where a meal-planning list would be (spec 1 §6: limited when logged out),
 * and a member whose session the server refused: why, and Go to Login.
 */
export function SignInPrompt({ children, ended = false }: SignInPromptProps) {
  return (
    <Notice tone="info" title={ended ? 'Your session has ended' : 'Sign in for full access'}>
      <Stack gap="3" align="start">
        <span>{children}</span>
        <ButtonLink to={getHref('login')} size="sm">
          Go to Login
        </ButtonLink>
      </Stack>
    </Notice>
  );
}
