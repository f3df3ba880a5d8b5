/**
 * Every user-facing text of the arcade game (`/SheasGame`; spec 3 §2, §4, §5; issue 21), in one
 * place. The spec shows neither controls nor scoring; the ones chosen here are shown on screen.
 */
export const arcadeTexts = {
  title: "Shea's Game",
  intro:
    'Five chasers close in on you, one step every half second. Dodge them, and place up to 3 portals: stepping onto a portal takes you to the next one. Your score is the whole seconds you stay free.',
  controlsTitle: 'Controls',
  controls: [
    'Arrow keys or W A S D: move',
    'P or Space: place a portal where you stand',
    'Enter: start or resume · Escape: pause · R: restart',
  ],
  start: 'Start',
  pause: 'Pause',
  resume: 'Resume',
  restart: 'Restart',
  placePortal: 'Place portal',
  board: 'Arcade, 20 by 15',
  ready: 'Press Start (or Enter on the board) to play.',
  paused: 'Paused. Press Resume (or Enter) to go on.',
  playing: 'Run! The chasers step every half second.',
  gameOverMove: 'Caught: the game is over. Press Restart (or R) to play again.',
  portalPlaced: (left: number) =>
    `Portal placed. ${left === 0 ? 'No portals' : left === 1 ? '1 portal' : `${left} portals`} left.`,
  /** Spec 3 §5: at most 3 portals. */
  portalCap: 'You can place at most 3 portals.',
  portalHere: 'There is already a portal here.',
  teleported: 'Through the portal!',
  caught: (seconds: number) => `Caught! You survived ${secondsText(seconds)}.`,
  newBest: (seconds: number) => `New best score: ${secondsText(seconds)}!`,
  /** The word for the player's state beside the gray colour (spec 3 §4). */
  statusWords: { ready: 'Ready', playing: 'Playing', paused: 'Paused', caught: 'Caught' },
} as const;

/** "1 second", "12 seconds". */
export function secondsText(seconds: number): string {
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}
