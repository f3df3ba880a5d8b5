import { getHref } from '../../routes/paths';

/** The query parameter that opens a tab of the Account screen (`/Account?tab=notifications`). */
export const ACCOUNT_TAB_PARAM = 'tab';

/** The Account screen opened at one of its tabs (the tab ids of `account/accountTabs.ts`). */
export function accountTabHref(tab: 'settings' | 'security' | 'notifications' | 'inbox'): string {
  return getHref('account', { search: { [ACCOUNT_TAB_PARAM]: tab } });
}
