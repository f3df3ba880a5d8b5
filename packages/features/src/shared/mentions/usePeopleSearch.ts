import { useApi } from '@wegrow/api';
import { useState } from 'react';
import { useSession } from '../../session/SessionProvider';
import { useDebouncedValue } from '../useDebouncedValue/useDebouncedValue';

/** How long the typing after `@` pauses before the members are looked up. */
export const PEOPLE_SEARCH_DELAY_MS = 200;

export interface PeopleSearchOptions {
  /** In a community's chat: only its members (`community_id`). */
  communityId?: number;
}

/** What a mention field (`MentionTextArea`, `MentionTextField`) takes from the search. */
export interface PeopleSearch {
  /** The members whose username starts with what is typed after `@`. */
  mentionOptions: { username: string }[];
  /** Give it the field's `onMentionQueryChange`. */
  onMentionQueryChange: (query: string | null) => void;
  /** A look-up is on its way (or waits for the typing to pause). */
  mentionLoading: boolean;
}

/**
 * The members a mention may name (`GET /people?q=…`), looked up while a mention is being typed
 * (the field says so with `onMentionQueryChange`) once the typing pauses, and only for a signed-in
 * member; in a community's chat only its members. Spread the result into a mention field.
 */
export function usePeopleSearch({ communityId }: PeopleSearchOptions = {}): PeopleSearch {
  const api = useApi();
  const { isLoggedIn } = useSession();
  const [query, setQuery] = useState<string | null>(null);
  const settled = useDebouncedValue(query, PEOPLE_SEARCH_DELAY_MS);
  const enabled = isLoggedIn && query !== null && settled !== null;
  const people = api.useQuery(
    'get',
    '/people',
    {
      params: {
        query: {
          q: settled ?? '',
          ...(communityId === undefined ? {} : { community_id: communityId }),
        },
      },
    },
    { enabled, staleTime: 30_000 },
  );
  return {
    mentionOptions: enabled ? (people.data ?? []).map(({ username }) => ({ username })) : [],
    onMentionQueryChange: setQuery,
    mentionLoading: isLoggedIn && query !== null && (query !== settled || people.isFetching),
  };
}
