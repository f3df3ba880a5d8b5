import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { browserStorage, readItem, writeItem, type KeyValueStorage } from '../../session/storage';
import { HomeA } from '../HomeA/HomeA';
import { HomeB } from '../HomeB/HomeB';
import { chooseHomeScreen, WELCOME_SEEN_KEY } from '../homeRule';
import { Welcome } from '../Welcome/Welcome';

export interface HomeRouteProps {
  /** Where the "welcome seen" flag lives. @default localStorage */
  storage?: KeyValueStorage;
}

/** Marks the welcome page as seen once it has been shown. */
function useMarkWelcomeSeen(storage: KeyValueStorage, shown: boolean): void {
  useEffect(() => {
    if (shown) writeItem(storage, WELCOME_SEEN_KEY, 'true');
  }, [storage, shown]);
}

/**
 * The `/` route: the welcome page on the very first visit, then home page B for signed-in users and
 * home page A for visitors. The choice is made once per visit of the page, so the welcome page does
 * not vanish under the reader when the flag is written; "Step inside" (a new visit of `/`) moves on.
 */
export function HomeRoute({ storage: given }: HomeRouteProps) {
  const [storage] = useState(() => given ?? browserStorage());
  const { isLoggedIn, userProfile } = useSession();
  const { key } = useLocation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read again on each visit (location key)
  const welcomeSeen = useMemo(() => readItem(storage, WELCOME_SEEN_KEY) === 'true', [storage, key]);
  const screen = chooseHomeScreen({ welcomeSeen, isLoggedIn });
  useMarkWelcomeSeen(storage, screen === 'welcome');

  if (screen === 'welcome') return <Welcome isLoggedIn={isLoggedIn} />;
  if (screen === 'homeB') return <HomeB username={userProfile?.username ?? null} />;
  return <HomeA />;
}

/** The `/welcome` route: always the welcome page (and it counts as seen). */
export function WelcomeRoute({ storage: given }: HomeRouteProps) {
  const [storage] = useState(() => given ?? browserStorage());
  const { isLoggedIn } = useSession();
  useMarkWelcomeSeen(storage, true);
  return <Welcome isLoggedIn={isLoggedIn} />;
}
