import { Heading, Stack, Text } from '@wegrow/ui';
import { useState } from 'react';
import { readable } from '../../shared/styles';
import { newArcade, type ArcadeState } from '../rules/arcadeEngine';
import { arcadeTexts } from '../rules/arcadeTexts';
import { ArcadeGame } from './ArcadeGame';

export interface ArcadeScreenProps {
  /** The seed of the chasers' start places. @default the time the page opens */
  seed?: number;
  /** A game to show instead of a new one (stories). */
  initial?: ArcadeState;
  /** The clock runs while playing (stories stop it). @default true */
  ticking?: boolean;
}

/**
 * `/SheasGame` (spec 3 §2, §4, §5, §9; issue 21): the arcade game. A 20 × 15 board, five chasers
 * stepping toward the player every 500 ms, up to three portals; a catch ends the game. It waits
 * for Start; the controls are shown; the best score is kept on this device.
 */
export function ArcadeScreen({ seed, initial, ticking = true }: ArcadeScreenProps) {
  const [first] = useState(() => initial ?? newArcade(seed ?? Date.now() % 2 ** 32));
  return (
    <Stack align="stretch" gap="5" style={{ width: '100%', maxWidth: '40rem' }}>
      <Stack align="stretch" gap="2">
        <Heading level={1}>{arcadeTexts.title}</Heading>
        <Text tone="secondary" style={readable}>
          {arcadeTexts.intro}
        </Text>
      </Stack>
      <ArcadeGame initial={first} ticking={ticking} />
      <Stack align="stretch" gap="2">
        <Heading level={2}>{arcadeTexts.controlsTitle}</Heading>
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {arcadeTexts.controls.map((line) => (
            <li key={line}>
              <Text>{line}</Text>
            </li>
          ))}
        </ul>
      </Stack>
    </Stack>
  );
}
