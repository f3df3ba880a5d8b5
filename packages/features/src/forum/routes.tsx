import { DEFAULT_FORUM_ADMIN_EMAIL } from './rules/forumRules';
import { WeTalkScreen } from './WeTalkScreen/WeTalkScreen';

/** The `/WeTalk` (`/wetalk`) route's screen; the admin's e-mail from `VITE_FORUM_ADMIN_EMAIL`. */
export function WeTalkRoute() {
  const configured = import.meta.env['VITE_FORUM_ADMIN_EMAIL'] as string | undefined;
  return <WeTalkScreen adminEmail={configured?.trim() || DEFAULT_FORUM_ADMIN_EMAIL} />;
}
