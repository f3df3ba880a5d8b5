import { getHref } from '../routes/paths';
import { pathToRemember } from './paths';

/**
 * Where the login screen sends the user after a successful login: the last visited path, or / when
 * there is none (spec 1 "Login screen"). A remembered auth route is never returned.
 */
export function afterLoginPath(lastVisitedPath: string | null): string {
  const home = getHref('home');
  if (!lastVisitedPath || !lastVisitedPath.startsWith('/') || lastVisitedPath.startsWith('//')) {
    return home;
  }
  const [pathname = home, search = ''] = lastVisitedPath.split('?', 2);
  return pathToRemember(pathname, search ? `?${search}` : '') ?? home;
}
