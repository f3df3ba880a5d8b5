/** A soft chime made with the Web Audio API (no sound file): a bell-like tone that fades out. */
export interface Chime {
  play(): void;
  close(): void;
}

/**
 * Makes the chime. Call it from a user gesture (turning the chime on): browsers start audio only
 * after one, so nothing ever sounds before the visitor asks for it. Null when the browser has no
 * Web Audio.
 */
export function createChime(): Chime | null {
  const AudioContextClass = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return null;
  const context = new AudioContextClass();
  return {
    play() {
      const start = context.currentTime;
      for (const [frequency, level] of [
        [528, 0.12],
        [792, 0.05],
      ] as const) {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = 'sine';
        oscillator.frequency.value = frequency;
        gain.gain.setValueAtTime(0, start);
        gain.gain.linearRampToValueAtTime(level, start + 0.05);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + 2.5);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(start);
        oscillator.stop(start + 2.6);
      }
    },
    close() {
      void context.close();
    },
  };
}
