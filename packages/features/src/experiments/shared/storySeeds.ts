import type { BoardPost, HelpRequest } from '../rules/boards';
import { tabStorageKeys, type PlanState } from '../rules/tabStorage';

/*
 * Stories only: the boards' lists as a reload finds them in this tab's sessionStorage, so a
 * story can open on a populated board. Each story starts from a cleared board (`clearBoards`).
 */

/** Empties the three boards of this tab. */
export function clearBoards() {
  for (const key of Object.values(tabStorageKeys)) sessionStorage.removeItem(key);
}

/** Puts a board's state in this tab, as the screen would have stored it. */
export function seedBoard(key: keyof typeof tabStorageKeys, value: unknown) {
  sessionStorage.setItem(tabStorageKeys[key], JSON.stringify(value));
}

export const seededPlan: PlanState = {
  ideas: [
    {
      id: 'idea-1',
      text: 'A tool library in the old bike shed',
      comments: ['I can lend a drill and a ladder.', 'Saturdays 10–12 would suit me.'],
    },
    { id: 'idea-2', text: 'Monthly seed swap at the community garden', comments: [] },
  ],
  selectedId: 'idea-1',
};

export const seededHelpRequests: readonly HelpRequest[] = [
  { id: 'help-2', name: 'Sam', need: 'Someone to walk my dog while my ankle heals.', urgency: '' },
  {
    id: 'help-1',
    name: 'Ana (Maple St.)',
    need: 'A ride to the clinic on Thursday morning.',
    urgency: 'This week',
  },
];

export const seededPosts: readonly BoardPost[] = [
  {
    id: 'post-3',
    type: 'request',
    title: 'Help moving a piano',
    description: 'Ground floor to ground floor, two streets away.',
    tags: ['moving', 'heavy lifting'],
  },
  {
    id: 'post-2',
    type: 'offer',
    title: 'Homemade plum jam',
    description: 'Six jars to give away.',
    tags: ['food', 'gift'],
  },
  {
    id: 'post-1',
    type: 'offer',
    title: 'Bike repair help',
    description: 'Flat tyres, brakes and chains, Sunday afternoons.',
    tags: ['repair', 'bikes'],
  },
];
