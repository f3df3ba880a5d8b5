import { toApiError, useApi } from '@wegrow/api';
import { SEARCH_LANGUAGE_CHOICES, type SearchLanguageChoice } from '@wegrow/contract/search';
import { Card, Select, Stack, Text, useToast } from '@wegrow/ui';
import { useState } from 'react';

/** Each choice as the member reads it: each language in its own name. */
export const SEARCH_LANGUAGE_NAMES: Record<SearchLanguageChoice, string> = {
  auto: 'Automatic',
  english: 'English',
  spanish: 'Español',
  german: 'Deutsch',
  french: 'Français',
};

const options = SEARCH_LANGUAGE_CHOICES.map((value) => ({
  value,
  label: SEARCH_LANGUAGE_NAMES[value],
}));

const isChoice = (value: string): value is SearchLanguageChoice =>
  (SEARCH_LANGUAGE_CHOICES as readonly string[]).includes(value);

/**
 * The search language (issue 45; `GET/PUT /auth/account/me/search`): the language the member's
 * journal and We Talk searches read every text in, besides each text's own (Automatic, the
 * default: only each text's detected language). Saved as soon as it is chosen.
 */
export function SearchLanguageSettings() {
  const api = useApi();
  const { toast } = useToast();
  const settings = api.useQuery('get', '/auth/account/me/search');
  const save = api.useMutation('put', '/auth/account/me/search');
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<SearchLanguageChoice | null>(null);
  const value = shown ?? settings.data?.language ?? 'auto';

  function choose(next: string) {
    if (!isChoice(next)) return;
    setError(null);
    setShown(next);
    save.mutate(
      { body: { language: next } },
      {
        onSuccess: () =>
          toast({ title: `Search language: ${SEARCH_LANGUAGE_NAMES[next]}.`, tone: 'success' }),
        onError: (failure) => {
          setShown(null);
          setError(toApiError(failure).detail);
        },
      },
    );
  }

  return (
    <Card title="Search language" titleAs="h2">
      <Stack align="stretch" gap="3">
        <Text tone="secondary" size="sm">
          Your journal and We Talk searches find other forms of your words in this language too.
          Automatic reads each text in the language it is written in.
        </Text>
        <Select
          label="Search language"
          hideLabel
          options={options}
          value={value}
          disabled={settings.isPending || save.isPending}
          error={
            error ?? (settings.isError ? 'We could not load your search language.' : undefined)
          }
          onChange={(event) => choose(event.target.value)}
        />
      </Stack>
    </Card>
  );
}
