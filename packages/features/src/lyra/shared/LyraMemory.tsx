import { useApi, type LyraFact } from '@wegrow/api';
import { Button, Inline, Notice, Stack, Text } from '@wegrow/ui';
import { useMemo, useState } from 'react';
import { useSession } from '../../session/SessionProvider';
import { browserStorage, type KeyValueStorage } from '../../session/storage';
import { QueryState } from '../../shared/QueryState/QueryState';
import { forgetLabel, lyraTexts } from '../rules/lyraTexts';
import { visitorIdFrom } from '../rules/visitorId';

const prose = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
const list = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' } as const;

export type VisitorInit =
  { params: { header: { 'X-Lyra-Visitor': string } } } | Record<never, never>;

/**
 * What Lyra remembers about the caller (issue 45): each fact with a Forget button; 'Nothing yet.'
 * A failed Forget says so and keeps the fact.
 */
export function MemoryPanel({ init }: { init: VisitorInit }) {
  const api = useApi();
  const facts = api.useQuery('get', '/lyra/facts', init);
  const forget = api.useMutation('delete', '/lyra/facts/{id}');
  const [failed, setFailed] = useState(false);
  const remove = (fact: LyraFact) => {
    setFailed(false);
    forget.mutate(
      { ...init, params: { ...('params' in init ? init.params : {}), path: { id: fact.id } } },
      { onError: () => setFailed(true) },
    );
  };
  return (
    <Stack align="stretch" gap="3">
      <Text tone="secondary">{lyraTexts.memoryIntro}</Text>
      {failed ? <Notice tone="error" title={lyraTexts.forgetFailed} /> : null}
      <QueryState query={facts} loading={lyraTexts.loadingFacts} error={lyraTexts.factsFailed}>
        {(data) =>
          data.length === 0 ? (
            <Text tone="secondary">{lyraTexts.noFacts}</Text>
          ) : (
            <ul style={list}>
              {data.map((fact) => (
                <li key={fact.id}>
                  <Inline gap="3" wrap={false} justify="between">
                    <Text style={prose}>
                      <strong>{lyraTexts.factKind[fact.kind]}:</strong> {fact.text}
                    </Text>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={forgetLabel(fact)}
                      loading={forget.isPending && forget.variables.params.path.id === fact.id}
                      onClick={() => remove(fact)}
                    >
                      {lyraTexts.forget}
                    </Button>
                  </Inline>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Stack>
  );
}

/**
 * Who is talking to Lyra, as her calls say it: a signed-in member by their token (nothing more),
 * a visitor by the random id this browser keeps (`X-Lyra-Visitor`), made on first use.
 */
export function useLyraCaller(visitorStorage?: KeyValueStorage): VisitorInit {
  const { isLoggedIn, userId } = useSession();
  const signedIn = isLoggedIn && userId !== null;
  const storage = useMemo(() => visitorStorage ?? browserStorage(), [visitorStorage]);
  const visitorId = useMemo(() => (signedIn ? null : visitorIdFrom(storage)), [signedIn, storage]);
  return useMemo(
    () => (visitorId ? { params: { header: { 'X-Lyra-Visitor': visitorId } } } : {}),
    [visitorId],
  );
}
