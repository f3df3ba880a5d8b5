import { Badge, Button, Card, Inline, Notice, Select, Stack, Text, TextField } from '@wegrow/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { plainList } from '../../shared/styles';
import {
  DEV_TOKENS,
  hasAiAccess,
  mintFruitNeeded,
  NFT_NAME,
  NFT_PERK,
  NFTS,
  otherToken,
  parseAmount,
  parseDevAmount,
  POOL_TOKENS,
  POOLS,
  spendable,
  STAKE_TOKENS,
  swapOutput,
  TOKEN_SYMBOL,
  type DevToken,
  type EconomyAction,
  type EconomyMessage,
  type EconomyState,
  type PoolId,
  type StakeToken,
  type Token,
} from '../rules/economy';
import { weBuildTexts } from '../rules/weBuildTexts';
import { VestingCountdown } from './VestingCountdown';

/** The panels `?view=` chooses (spec 3 §2), in the tool picker's order. */
export const PANELS = [
  'balances',
  'swap',
  'mint',
  'redeem',
  'nfts',
  'governance',
  'ai',
  'dev',
  'stake',
] as const;
export type PanelId = (typeof PANELS)[number];

export interface PanelProps {
  state: EconomyState;
  /** Applies an action; true when it succeeded (a form then clears). */
  act: (action: EconomyAction) => boolean;
  /** The outcome of this panel's last action, shown inline. */
  message: EconomyMessage | null;
}

const n = (value: number) => value.toLocaleString('en-US');

function Panel({
  id,
  message,
  children,
}: {
  id: PanelId;
  message: EconomyMessage | null;
  children: ReactNode;
}) {
  const title = weBuildTexts.tools[id];
  return (
    <Card title={title} titleAs="h2" padding="lg" role="region" aria-label={title}>
      <Stack align="stretch" gap="4">
        {children}
        {message ? (
          <Notice tone={message.tone === 'error' ? 'error' : 'success'}>{message.text}</Notice>
        ) : null}
      </Stack>
    </Card>
  );
}

const submit = (handler: () => void) => (event: FormEvent) => {
  event.preventDefault();
  handler();
};

/** An amount field: digits only on phones' keypads, no browser spinner. */
function AmountField({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
}) {
  return (
    <TextField
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

const rowStyle = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: '1rem',
  flexWrap: 'wrap',
} as const;

export function BalancesPanel({ state, message }: PanelProps) {
  const { balances, vesting } = state;
  const texts = weBuildTexts.balances;
  const rows: [string, string, string | null][] = [
    ['SEED', n(balances.seed), weBuildTexts.tokenInfo.seed],
    ['FRUIT', n(balances.fruit), weBuildTexts.tokenInfo.fruit],
    [
      'BRANCH',
      n(balances.branch),
      vesting.branchLocked > 0 ? texts.locked(vesting.branchLocked) : weBuildTexts.tokenInfo.branch,
    ],
    ['ROOT', n(balances.root), weBuildTexts.tokenInfo.root],
    ['USDC', n(balances.usdc), weBuildTexts.tokenInfo.usdc],
    [`${texts.staked} ROOT`, n(balances.stakedRoot), null],
    [`${texts.staked} SEED`, n(balances.stakedSeed), null],
  ];
  return (
    <Panel id="balances" message={message}>
      <ul style={{ ...plainList, display: 'grid', gap: '0.5rem' }} aria-label={texts.title}>
        {rows.map(([label, value, info]) => (
          <li key={label}>
            <div style={rowStyle}>
              <Text weight="medium">{label}</Text>
              <Text weight="bold" data-testid={`balance-${label}`}>
                {value}
              </Text>
            </div>
            {info ? (
              <Text size="sm" tone="secondary">
                {info}
              </Text>
            ) : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function SwapPanel({ state, act, message }: PanelProps) {
  const texts = weBuildTexts.swap;
  const [pool, setPool] = useState<PoolId>('SEED/USDC');
  const [from, setFrom] = useState<Token>('seed');
  const [amount, setAmount] = useState('');
  const to = otherToken(pool, from);
  const parsed = parseAmount(amount);
  const quote = parsed >= 1 ? swapOutput(state, pool, from, parsed) : null;
  const reserves = state.pools[pool];
  const [a, b] = POOL_TOKENS[pool];
  return (
    <Panel id="swap" message={message}>
      <Text tone="secondary">{texts.about}</Text>
      <form
        onSubmit={submit(() => {
          if (act({ type: 'swap', pool, from, amount: parsed })) setAmount('');
        })}
      >
        <Stack align="stretch" gap="3">
          <Select
            label={texts.pool}
            value={pool}
            options={POOLS.map((id) => ({ value: id, label: id }))}
            onChange={(event) => {
              const next = event.target.value as PoolId;
              setPool(next);
              setFrom(POOL_TOKENS[next][0]);
            }}
          />
          <Select
            label={texts.from}
            value={from}
            options={POOL_TOKENS[pool].map((token) => ({
              value: token,
              label: `${TOKEN_SYMBOL[token]} (you have ${n(spendable(state, token))})`,
            }))}
            onChange={(event) => setFrom(event.target.value as Token)}
          />
          <AmountField
            label={texts.amount}
            value={amount}
            onChange={setAmount}
            hint={quote !== null ? texts.quote(quote, TOKEN_SYMBOL[to]) : undefined}
          />
          <Text size="sm" tone="secondary">
            {texts.reserves(reserves[a] ?? 0, TOKEN_SYMBOL[a], reserves[b] ?? 0, TOKEN_SYMBOL[b])}
          </Text>
          <Inline gap="3">
            <Button type="submit" variant="primary">
              {texts.submit}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Panel>
  );
}

export function MintPanel({ state, act, message }: PanelProps) {
  const texts = weBuildTexts.mint;
  const [amount, setAmount] = useState('');
  const parsed = parseAmount(amount);
  const fruit = parsed >= 1 ? mintFruitNeeded(parsed) : null;
  return (
    <Panel id="mint" message={message}>
      <Text tone="secondary">{texts.about}</Text>
      <Text size="sm">{texts.have(state.balances.seed, state.balances.fruit)}</Text>
      <form
        onSubmit={submit(() => {
          if (act({ type: 'mint', seed: parsed })) setAmount('');
        })}
      >
        <Stack align="stretch" gap="3">
          <AmountField
            label={texts.amount}
            value={amount}
            onChange={setAmount}
            hint={fruit !== null ? texts.needs(parsed, fruit, parsed + fruit) : undefined}
          />
          <Inline gap="3">
            <Button type="submit" variant="primary">
              {texts.submit}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Panel>
  );
}

export function RedeemPanel({
  state,
  act,
  message,
  now,
  ticking,
}: PanelProps & { now: () => number; ticking: boolean }) {
  const texts = weBuildTexts.redeem;
  return (
    <Panel id="redeem" message={message}>
      <Text tone="secondary">{texts.about}</Text>
      <VestingCountdown
        key={state.vesting.unlockTime ?? 'none'}
        branchLocked={state.vesting.branchLocked}
        unlockTime={state.vesting.unlockTime}
        now={now}
        ticking={ticking}
      />
      <Inline gap="3">
        <Button variant="primary" onClick={() => act({ type: 'redeem' })}>
          {texts.submit}
        </Button>
      </Inline>
    </Panel>
  );
}

export function NftPanel({ state, message }: PanelProps) {
  const texts = weBuildTexts.nfts;
  return (
    <Panel id="nfts" message={message}>
      <Text tone="secondary">{texts.about}</Text>
      <ul style={{ ...plainList, display: 'grid', gap: '0.75rem' }}>
        {NFTS.map((nft) => (
          <li key={nft} style={rowStyle}>
            <span>
              <Text weight="medium">{NFT_NAME[nft]}</Text>
              <Text size="sm" tone="secondary">
                {NFT_PERK[nft]}
              </Text>
            </span>
            <Badge variant={state.nfts[nft] ? 'success' : 'neutral'}>
              {state.nfts[nft] ? texts.owned : texts.notOwned}
            </Badge>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function GovernancePanel({ state, act, message }: PanelProps) {
  const texts = weBuildTexts.governance;
  const [proposal, setProposal] = useState('');
  return (
    <Panel id="governance" message={message}>
      <Text tone="secondary">{texts.about}</Text>
      <Text size="sm">{weBuildTexts.ai.holding(state.balances.root)}</Text>
      <form
        onSubmit={submit(() => {
          if (act({ type: 'vote', proposal })) setProposal('');
        })}
      >
        <Stack align="stretch" gap="3">
          <TextField
            label={texts.proposal}
            value={proposal}
            autoComplete="off"
            onChange={(event) => setProposal(event.target.value)}
          />
          <Inline gap="3">
            <Button type="submit" variant="primary">
              {texts.submit}
            </Button>
          </Inline>
        </Stack>
      </form>
      <Stack align="stretch" gap="2">
        <Text weight="medium">{texts.votes}</Text>
        {state.votes.length === 0 ? (
          <Text tone="secondary">{texts.noVotes}</Text>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }} aria-label={texts.votes}>
            {state.votes.map((vote, index) => (
              <li key={`${String(index)}-${vote.text}`}>
                <Text>{texts.vote(vote.votes, vote.text)}</Text>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Panel>
  );
}

export function AiPanel({ state, message }: PanelProps) {
  const texts = weBuildTexts.ai;
  const access = hasAiAccess(state);
  return (
    <Panel id="ai" message={message}>
      <Notice tone={access ? 'success' : 'warning'}>{access ? texts.granted : texts.denied}</Notice>
      <Text size="sm" tone="secondary">
        {texts.holding(state.balances.root)}
        {state.nfts.branchNFT ? ` ${NFT_NAME.branchNFT}: ${weBuildTexts.nfts.owned}.` : ''}
      </Text>
    </Panel>
  );
}

const emptyDev: Record<DevToken, string> = { seed: '', fruit: '', branch: '', root: '' };

export function DevPanel({ state, act, message }: PanelProps) {
  const texts = weBuildTexts.dev;
  const [amounts, setAmounts] = useState(emptyDev);
  const run = (type: 'devAdd' | 'devBurn') => {
    const parsed = Object.fromEntries(
      DEV_TOKENS.map((token) => [token, parseDevAmount(amounts[token])]),
    ) as Record<DevToken, number>;
    if (act({ type, amounts: parsed })) setAmounts(emptyDev);
  };
  return (
    <Panel id="dev" message={message}>
      <Text tone="secondary">{texts.about}</Text>
      <Stack align="stretch" gap="3">
        {DEV_TOKENS.map((token) => (
          <AmountField
            key={token}
            label={`${TOKEN_SYMBOL[token]} amount`}
            hint={weBuildTexts.tokenInfo[token]}
            value={amounts[token]}
            onChange={(value) => setAmounts((current) => ({ ...current, [token]: value }))}
          />
        ))}
        <Inline gap="3">
          <Button variant="primary" onClick={() => run('devAdd')}>
            {texts.add}
          </Button>
          <Button variant="danger" onClick={() => run('devBurn')}>
            {texts.burn}
          </Button>
        </Inline>
      </Stack>
      <Stack align="stretch" gap="2">
        <Text weight="medium">{texts.nfts}</Text>
        <Inline gap="2">
          {NFTS.map((nft) => (
            <Button
              key={nft}
              size="sm"
              variant="secondary"
              onClick={() => act({ type: 'toggleNft', nft })}
            >
              {state.nfts[nft] ? texts.revoke(NFT_NAME[nft]) : texts.grant(NFT_NAME[nft])}
            </Button>
          ))}
        </Inline>
      </Stack>
    </Panel>
  );
}

function StakeRow({ token, state, act }: { token: StakeToken } & Omit<PanelProps, 'message'>) {
  const texts = weBuildTexts.stake;
  const [amount, setAmount] = useState('');
  const symbol = TOKEN_SYMBOL[token];
  const staked = token === 'root' ? state.balances.stakedRoot : state.balances.stakedSeed;
  const run = (type: 'stake' | 'unstake') => {
    if (act({ type, token, amount: parseAmount(amount) })) setAmount('');
  };
  return (
    <Stack align="stretch" gap="2">
      <AmountField label={texts.amount(symbol)} value={amount} onChange={setAmount} />
      <Text size="sm" tone="secondary">
        {texts.figures(symbol, state.balances[token], staked)}
      </Text>
      <Inline gap="3">
        <Button variant="primary" onClick={() => run('stake')}>
          {texts.stake(symbol)}
        </Button>
        <Button variant="secondary" onClick={() => run('unstake')}>
          {texts.unstake(symbol)}
        </Button>
      </Inline>
    </Stack>
  );
}

export function StakePanel({ state, act, message }: PanelProps) {
  return (
    <Panel id="stake" message={message}>
      <Text tone="secondary">{weBuildTexts.stake.about}</Text>
      {STAKE_TOKENS.map((token) => (
        <StakeRow key={token} token={token} state={state} act={act} />
      ))}
    </Panel>
  );
}
