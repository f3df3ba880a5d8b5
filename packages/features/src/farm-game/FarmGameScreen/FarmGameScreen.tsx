import { useApi } from '@wegrow/api';
import { Button, ConfirmDialog, Heading, Inline, Notice, Stack, Text } from '@wegrow/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { PageLoading } from '../../shared';
import { TextLink } from '../../shared/links/RouterLinks';
import { readable } from '../../shared/styles';
import { newFarm, type FarmState } from '../rules/farmEngine';
import { parseFarmSave } from '../rules/farmSave';
import { farmTexts } from '../rules/farmTexts';
import { FarmConflictDialog } from './FarmConflictDialog';
import { FarmGame } from './FarmGame';
import {
  farmLocalKey,
  loadFarm,
  readBase,
  readCloud,
  resolveSaves,
  resumed,
  storeFarm,
  type FarmConflict,
} from './farmStore';

export interface FarmGameScreenProps {
  /** The clock (stories and tests fix it). @default Date.now */
  now?: () => number;
  /** The 1-second tick runs. @default true */
  ticking?: boolean;
}

/** The farm being played in this session (signing in or out loads again). */
interface Played {
  where: string;
  /** The farm to play; null while the player chooses between two saves. */
  farm: FarmState | null;
  /** Bumped when the farm is replaced (a choice, a new farm): the game restarts from `farm`. */
  version: number;
  notices: string[];
  conflict: FarmConflict | null;
}

/**
 * `/FarmGame` (`/farmgame`; spec 3 §2, §4, §5, §7, §8; issues 21 and 30): the water-garden game.
 * A visitor's farm stays on this device. Signed in, the farm is saved to the account and copied on
 * this device; it is saved to the account only once the account's save is known in this session
 * (read, or known to be absent), so a farm started offline never overwrites it. When the two saves
 * differ the player chooses which to keep. "New farm" starts over, after a confirmation.
 */
export function FarmGameScreen({ now = Date.now, ticking = true }: FarmGameScreenProps) {
  const { client } = useApi();
  const { isLoggedIn, userId } = useSession();
  const signedIn = isLoggedIn && userId !== null;
  const where = signedIn ? `cloud:${userId}` : 'device';
  const [played, setPlayed] = useState<Played | null>(null);
  const current = played?.where === where ? played : null;
  const [saveFailed, setSaveFailed] = useState(false);
  const [cloudKnown, setCloudKnown] = useState(false);

  // What the save callbacks read without being re-made: the session, the game's version, the last
  // farm saved, and whether the account's save is known or being asked for.
  const live = useRef({
    version: 0,
    cloudKnown: false,
    probing: false,
    latest: null as FarmState | null,
  });
  const account = signedIn ? client : null;
  const owner = signedIn ? userId : null;

  useEffect(() => {
    let active = true;
    const started = now();
    live.current = { version: 0, cloudKnown: false, probing: false, latest: null };
    void loadFarm(account, owner, started, started % 2 ** 32).then((loaded) => {
      if (!active) return;
      live.current.version = 1;
      live.current.cloudKnown = loaded.cloudKnown;
      live.current.latest = loaded.conflict ? null : loaded.state;
      setCloudKnown(loaded.cloudKnown);
      setPlayed({
        where,
        farm: loaded.conflict ? null : loaded.state,
        version: 1,
        notices: loaded.notices,
        conflict: loaded.conflict,
      });
    });
    return () => {
      active = false;
    };
    // The clock is read once per load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account, owner]);

  const knowCloud = useCallback(() => {
    live.current.cloudKnown = true;
    setCloudKnown(true);
  }, []);

  const store = useCallback(
    (state: FarmState, keepalive: boolean) =>
      storeFarm(account, owner, state, now(), keepalive, live.current.cloudKnown).then((to) =>
        setSaveFailed(to === 'cloudFailed'),
      ),
    [account, owner, now],
  );

  // Signed in but the account's save unknown (loaded offline): ask again at each save; when it
  // answers, save if it has none, or ask the player when it holds another farm.
  const probe = useCallback(
    async (state: FarmState) => {
      if (!account || live.current.probing) return;
      live.current.probing = true;
      try {
        const cloud = await readCloud(account);
        if (cloud.kind === 'unreachable') return;
        const parsed = cloud.kind === 'found' ? parseFarmSave(cloud.text) : null;
        // This device's farm is being saved now: it changed since any save the account has.
        const device = { ...state, lastSavedTime: now() };
        const choice = parsed?.ok
          ? resolveSaves(device, parsed.state, readBase(farmLocalKey(owner)))
          : 'device';
        if (parsed?.ok && (choice === 'ask' || choice === 'cloud')) {
          setPlayed((before) =>
            before ? { ...before, conflict: { device, cloud: parsed.state } } : before,
          );
          return;
        }
        knowCloud();
        await store(live.current.latest ?? state, false);
      } finally {
        live.current.probing = false;
      }
    },
    [account, knowCloud, now, owner, store],
  );

  const save = useCallback(
    (version: number, state: FarmState, keepalive: boolean) => {
      // A game that was replaced (a choice, a new farm) saves nothing more.
      if (version !== live.current.version) return;
      live.current.latest = state;
      void store(state, keepalive);
      if (account && !live.current.cloudKnown && !keepalive) void probe(state);
    },
    [account, probe, store],
  );

  /** Plays `farm` from now on (a choice, a new farm), saving it at once: deliberately. */
  const replace = useCallback(
    (farm: FarmState, notices: string[] = []) => {
      const version = live.current.version + 1;
      live.current.version = version;
      live.current.latest = farm;
      setPlayed({ where, farm, version, notices, conflict: null });
      void store(farm, false);
    },
    [store, where],
  );

  const keep = (which: 'device' | 'cloud') => {
    const conflict = current?.conflict;
    if (!conflict) return;
    knowCloud();
    const notices: string[] = [];
    // This device's farm is the one played last, when the game ran meanwhile.
    const chosen = which === 'cloud' ? conflict.cloud : (live.current.latest ?? conflict.device);
    replace(resumed(chosen, now(), notices), notices);
  };

  const startOver = () => {
    const best = live.current.latest?.bestScore ?? current?.farm?.bestScore ?? null;
    const started = now();
    replace({ ...newFarm(started % 2 ** 32, started), bestScore: best });
  };

  const game = current?.farm ?? null;
  return (
    <Stack align="stretch" gap="5" style={{ width: '100%', maxWidth: '48rem' }}>
      <Stack align="stretch" gap="2">
        <Heading level={1}>{farmTexts.title}</Heading>
        <Text tone="secondary" style={readable}>
          {farmTexts.intro}
        </Text>
        <Heading level={2} size="sm">
          {farmTexts.howToPlayTitle}
        </Heading>
        <ol style={{ ...readable, margin: 0, paddingInlineStart: '1.25rem' }}>
          {farmTexts.howToPlay.map((line) => (
            <li key={line}>
              <Text size="sm">{line}</Text>
            </li>
          ))}
        </ol>
        <Text size="sm" tone="secondary">
          {signedIn ? farmTexts.savedInCloud : farmTexts.savedOnDevice}{' '}
          {signedIn ? null : <TextLink to={getHref('login')}>Log in</TextLink>}
        </Text>
      </Stack>
      {saveFailed && cloudKnown ? (
        <Notice tone="warning">{farmTexts.cloudSaveFailed}</Notice>
      ) : null}
      {signedIn && current && !cloudKnown ? (
        <Notice tone="warning">{farmTexts.cloudUnknown}</Notice>
      ) : null}
      {current ? (
        <>
          {current.notices.map((text) => (
            <Notice key={text} tone={text === farmTexts.invalidSave ? 'warning' : 'info'}>
              {text}
            </Notice>
          ))}
          {game ? (
            <>
              <FarmGame
                key={`${where}:${current.version}`}
                initial={game}
                onSave={(state, keepalive) => save(current.version, state, keepalive)}
                ticking={ticking}
              />
              <Inline gap="3">
                <ConfirmDialog
                  title={farmTexts.newFarmTitle}
                  message={farmTexts.newFarmMessage}
                  confirmLabel={farmTexts.newFarmConfirm}
                  onConfirm={startOver}
                  trigger={<Button variant="ghost">{farmTexts.newFarm}</Button>}
                />
              </Inline>
            </>
          ) : null}
          <FarmConflictDialog conflict={current.conflict} now={now()} onKeep={keep} />
        </>
      ) : (
        <PageLoading label={farmTexts.loading} />
      )}
    </Stack>
  );
}
