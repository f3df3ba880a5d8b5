import { Button, Heading, Inline, Link, Notice, Stack, Text } from '@wegrow/ui';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { browserStorage, readItem, writeItem, type KeyValueStorage } from '../../session/storage';
import { plainList } from '../../shared/styles';
import {
  ECONOMY_STORAGE_KEY,
  parseEconomy,
  reduceEconomy,
  type EconomyAction,
  type EconomyMessage,
  type EconomyState,
} from '../rules/economy';
import { specMessages, weBuildTexts } from '../rules/weBuildTexts';
import {
  AiPanel,
  BalancesPanel,
  DevPanel,
  GovernancePanel,
  MintPanel,
  NftPanel,
  PANELS,
  RedeemPanel,
  StakePanel,
  SwapPanel,
  type PanelId,
  type PanelProps,
} from './panels';

export interface WeBuildScreenProps {
  /** Where the economy is kept. @default the browser's localStorage */
  storage?: KeyValueStorage;
  /** The clock (ms) the vesting reads (stories fix it). @default Date.now */
  now?: () => number;
  /** Whether the vesting countdown ticks. Stories with a fixed clock turn it off. @default true */
  ticking?: boolean;
}

type ViewId = PanelId | 'all';
const VIEWS: readonly ViewId[] = [...PANELS, 'all'];

/** The panels a `?view=` value shows: one, all nine, or none (missing or unknown). */
export function panelsOf(view: string | null): readonly PanelId[] {
  if (view === 'all') return PANELS;
  return (PANELS as readonly string[]).includes(view ?? '') ? [view as PanelId] : [];
}

const PANEL_COMPONENTS: Record<Exclude<PanelId, 'redeem'>, ComponentType<PanelProps>> = {
  balances: BalancesPanel,
  swap: SwapPanel,
  mint: MintPanel,
  nfts: NftPanel,
  governance: GovernancePanel,
  ai: AiPanel,
  dev: DevPanel,
  stake: StakePanel,
};

const systemNow = () => Date.now();
const pickerStyle = {
  ...plainList,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1.25rem',
} as const;

/** The tool picker: links that set `?view=` (the current one marked). */
function ToolPicker({ current }: { current: string | null }) {
  return (
    <nav aria-label={weBuildTexts.toolsLabel}>
      <ul style={pickerStyle}>
        {VIEWS.map((view) => {
          const here = view === current;
          return (
            <li key={view}>
              <Link asChild variant="standalone" tone={here ? 'neutral' : 'accent'}>
                <RouterLink
                  to={`?view=${view}`}
                  aria-current={here ? 'page' : undefined}
                  style={here ? { fontWeight: 700 } : undefined}
                >
                  {weBuildTexts.tools[view]}
                </RouterLink>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * `/WeBuild` (and `/webuild`; spec 3 §2-§9, issue 20): the mock DAO token economy. `?view=` picks
 * a panel (balances, swap, mint, redeem, nfts, governance, ai, dev, stake) or all of them; without
 * one, 'Select a tool from above to view and test it.' The economy is a pure reducer
 * (`rules/economy.ts`) kept in this browser's localStorage; each panel shows the outcome of its
 * last action inline, with the spec's alert words. No calls: a simulation with no real value.
 */
export function WeBuildScreen({ storage, now = systemNow, ticking = true }: WeBuildScreenProps) {
  const store = useMemo(() => storage ?? browserStorage(), [storage]);
  const [params] = useSearchParams();
  const view = params.get('view');
  const shown = panelsOf(view);
  const [economy, setEconomy] = useState<EconomyState>(() =>
    parseEconomy(readItem(store, ECONOMY_STORAGE_KEY)),
  );
  const latest = useRef(economy);
  const [last, setLast] = useState<{ panel: PanelId | 'reset'; message: EconomyMessage } | null>(
    null,
  );

  useEffect(() => {
    writeItem(store, ECONOMY_STORAGE_KEY, JSON.stringify(economy));
  }, [store, economy]);

  const act = (panel: PanelId | 'reset') => (action: EconomyAction) => {
    const result = reduceEconomy(latest.current, action, now());
    latest.current = result.state;
    setEconomy(result.state);
    setLast({ panel, message: result.message });
    return result.message.tone === 'success';
  };
  const messageOf = (panel: PanelId | 'reset') => (last?.panel === panel ? last.message : null);

  return (
    <Stack align="stretch" gap="6" style={{ width: '100%', maxWidth: '48rem' }}>
      <Stack align="stretch" gap="2">
        <Heading level={1}>{weBuildTexts.title}</Heading>
        <Text tone="secondary">{weBuildTexts.intro}</Text>
      </Stack>
      <Notice tone="info" title={weBuildTexts.simulationTitle}>
        <Stack align="stretch" gap="3">
          <span>{weBuildTexts.simulation}</span>
          <Inline gap="3" align="center">
            <Button size="sm" variant="secondary" onClick={() => act('reset')({ type: 'reset' })}>
              {weBuildTexts.reset}
            </Button>
            {messageOf('reset') ? (
              <Text size="sm" role="status">
                {messageOf('reset')?.text}
              </Text>
            ) : null}
          </Inline>
        </Stack>
      </Notice>
      <ToolPicker current={view} />
      {shown.length === 0 ? (
        <Text tone="secondary">{specMessages.selectTool}</Text>
      ) : (
        <Stack align="stretch" gap="6">
          {shown.map((panel) => {
            if (panel === 'redeem')
              return (
                <RedeemPanel
                  key={panel}
                  state={economy}
                  act={act(panel)}
                  message={messageOf(panel)}
                  now={now}
                  ticking={ticking}
                />
              );
            const Panel = PANEL_COMPONENTS[panel];
            return (
              <Panel key={panel} state={economy} act={act(panel)} message={messageOf(panel)} />
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
