import { Text } from '@wegrow/ui';
import { getHref } from '../../routes/paths';
import { TextLink } from '../../shared';

/** Where a reader goes on after a mailed link: their Account when signed in, else the login page. */
export function WayOn({ signedIn }: { signedIn: boolean }) {
  return (
    <Text>
      {signedIn ? (
        <TextLink to={getHref('account')}>Go to your Account</TextLink>
      ) : (
        <TextLink to={getHref('login')}>Go to Login</TextLink>
      )}
    </Text>
  );
}
