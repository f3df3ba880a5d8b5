import { Heading, Stack, Text } from '@wegrow/ui';
import { useState } from 'react';
import { readable } from '../../shared/styles';
import { newGarden, type GardenState } from '../rules/gardenEngine';
import { gardenTexts } from '../rules/gardenTexts';
import { GardenGame } from './GardenGame';

export interface GardenGameScreenProps {
  /** The game's seed (where level 2's seed appears). @default the time the page opened */
  seed?: number;
  /** A game to start from instead of a new one (stories start mid-game). */
  initial?: GardenState;
}

/**
 * `/GardenGame` (spec 3 §2-§5, §8, §9; issue 21): the garden defence game. It makes no calls and
 * keeps nothing: a reload starts a new game. The heading and the words around the game do not
 * repaint while it is played.
 */
export function GardenGameScreen({ seed, initial }: GardenGameScreenProps) {
  const [start] = useState(() => initial ?? newGarden(seed ?? Date.now() % 2 ** 32));
  return (
    <Stack align="stretch" gap="5" style={{ width: '100%', maxWidth: '48rem' }}>
      <Stack align="stretch" gap="2">
        <Heading level={1}>{gardenTexts.title}</Heading>
        <Text tone="secondary" style={readable}>
          {gardenTexts.intro}
        </Text>
      </Stack>
      <GardenGame initial={start} />
    </Stack>
  );
}
