import { useApi } from '@wegrow/api';
import { Heading, Notice, Stack, Text } from '@wegrow/ui';
import { useCallback, useEffect, useState } from 'react';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { PageLoading } from '../../shared';
import { TextLink } from '../../shared/links/RouterLinks';
import { readable } from '../../shared/styles';
import type { FarmState } from '../rules/farmEngine';
import { farmTexts } from '../rules/farmTexts';
import { FarmGame } from './FarmGame';
import { loadFarm, storeFarm, type LoadedFarm } from './farmStore';

export interface FarmGameScreenProps {
  /** The clock (stories and tests fix it). @default Date.now */
  now?: () => number;
  /** The 1-second tick runs. @default true */
  ticking?: boolean;
}

/**
 * `/FarmGame` (`/farmgame`; spec 3 §2, §4, §5, §7, §8; issue 21): the water-garden game. Signed
 * in, the farm is saved to the account; a visitor's farm stays on this device. It loads from the
 * cloud, else the device, else starts fresh, and catches up the time away.
 */
export function FarmGameScreen({ now = Date.now, ticking = true }: FarmGameScreenProps) {
  const { client } = useApi();
  const { isLoggedIn, userId } = useSession();
  const signedIn = isLoggedIn && userId !== null;
  // The farm loaded for the current session (signing in or out loads again).
  const where = signedIn ? 'cloud' : 'device';
  const [load, setLoad] = useState<{ where: string; farm: LoadedFarm } | null>(null);
  const loaded = load?.where === where ? load.farm : null;
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => {
    let current = true;
    const started = now();
    void loadFarm(signedIn ? client : null, started, started % 2 ** 32).then((farm) => {
      if (current) setLoad({ where: signedIn ? 'cloud' : 'device', farm });
    });
    return () => {
      current = false;
    };
    // The clock is read once per load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, signedIn]);

  const save = useCallback(
    (state: FarmState, keepalive: boolean) => {
      void storeFarm(signedIn ? client : null, state, now(), keepalive).then((where) =>
        setSaveFailed(where === 'cloudFailed'),
      );
    },
    [client, signedIn, now],
  );

  return (
    <Stack gap="5" style={{ width: '100%', maxWidth: '48rem' }}>
      <Stack gap="2">
        <Heading level={1}>{farmTexts.title}</Heading>
        <Text tone="secondary" style={readable}>
          {farmTexts.intro}
        </Text>
        <Text size="sm" tone="secondary">
          {signedIn ? farmTexts.savedInCloud : farmTexts.savedOnDevice}{' '}
          {signedIn ? null : <TextLink to={getHref('login')}>Log in</TextLink>}
        </Text>
      </Stack>
      {saveFailed ? <Notice tone="warning">{farmTexts.cloudSaveFailed}</Notice> : null}
      {loaded ? (
        <>
          {loaded.notices.map((text) => (
            <Notice key={text} tone={text === farmTexts.invalidSave ? 'warning' : 'info'}>
              {text}
            </Notice>
          ))}
          <FarmGame key={where} initial={loaded.state} onSave={save} ticking={ticking} />
        </>
      ) : (
        <PageLoading label={farmTexts.loading} />
      )}
    </Stack>
  );
}
