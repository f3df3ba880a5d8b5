import type { AltchaChallenge } from '@wegrow/api';
import { createContext, useContext, type ReactNode } from 'react';
import { solveCaptcha } from './captchaSolution';

/** Turns a challenge into the token to send, or null when it cannot be solved. */
export type CaptchaSolver = (
  challenge: AltchaChallenge,
  signal: AbortSignal,
) => Promise<string | null>;

const CaptchaSolverContext = createContext<CaptchaSolver>(solveCaptcha);

export interface CaptchaSolverProviderProps {
  /** Replaces the proof of work for the captchas below. */
  solve: CaptchaSolver;
  children?: ReactNode;
}

/**
 * A test seam: stories and tests that need a particular token (e.g. the fakes' refused
 * `INVALID_CAPTCHA`) hand it to the real widget here. The site never uses it.
 */
export function CaptchaSolverProvider({ solve, children }: CaptchaSolverProviderProps) {
  return <CaptchaSolverContext.Provider value={solve}>{children}</CaptchaSolverContext.Provider>;
}

/** The solver of the nearest provider, else the real proof of work. */
export function useCaptchaSolver(): CaptchaSolver {
  return useContext(CaptchaSolverContext);
}
