import { Button, Dialog, Heading, Inline, Stack, Text } from '@wegrow/ui';
import type { FarmState } from '../rules/farmEngine';
import { farmTexts, formatDuration, savedAgo } from '../rules/farmTexts';
import type { FarmConflict } from './farmStore';

export interface FarmConflictDialogProps {
  /** The two saves that disagree; the dialog is open while there is one. */
  conflict: FarmConflict | null;
  /** The clock, for "saved 5 min ago". */
  now: number;
  onKeep: (which: 'device' | 'cloud') => void;
}

function Summary({ title, farm, now }: { title: string; farm: FarmState; now: number }) {
  const rows: [string, string][] = [
    ['Time played', formatDuration(farm.elapsedTime)],
    ['Seeds', String(farm.seeds)],
    ['Food', String(farm.food)],
    ['Farm', `${farm.gridSize}×${farm.gridSize} tiles`],
    ['Saved', savedAgo(farm.lastSavedTime, now)],
  ];
  return (
    <Stack align="stretch" gap="2" style={{ flex: '1 1 12rem' }}>
      <Heading level={3}>{title}</Heading>
      <dl
        style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.25rem 1rem' }}
      >
        {rows.map(([name, value]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt>
              <Text weight="bold">{name}</Text>
            </dt>
            <dd style={{ margin: 0 }}>
              <Text>{value}</Text>
            </dd>
          </div>
        ))}
      </dl>
    </Stack>
  );
}

/**
 * Issue 30 (the idle-game convention): this device's farm and the account's differ, so the player
 * chooses which to keep, seeing both. It cannot be dismissed without a choice (nothing is saved to
 * the account meanwhile).
 */
export function FarmConflictDialog({ conflict, now, onKeep }: FarmConflictDialogProps) {
  return (
    <Dialog
      open={conflict !== null}
      // A choice is needed: Esc and the close button leave it open.
      onOpenChange={() => undefined}
      title={farmTexts.conflictTitle}
      description={farmTexts.conflictMessage}
      footer={
        <Inline gap="3" wrap>
          <Button variant="primary" onClick={() => onKeep('device')}>
            {farmTexts.keepDevice}
          </Button>
          <Button variant="secondary" onClick={() => onKeep('cloud')}>
            {farmTexts.keepSaved}
          </Button>
        </Inline>
      }
    >
      {conflict ? (
        <Inline gap="5" wrap align="start">
          <Summary title={farmTexts.thisDevice} farm={conflict.device} now={now} />
          <Summary title={farmTexts.savedFarm} farm={conflict.cloud} now={now} />
        </Inline>
      ) : null}
    </Dialog>
  );
}
