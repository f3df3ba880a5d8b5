import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom lacks pointer capture, which Radix calls on pointer events (Toast's swipe, Slider, Select).
if (typeof Element !== 'undefined' && !('hasPointerCapture' in Element.prototype)) {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
  });
}

// The files of a project share one jsdom (vitest.config.ts, `isolate: false`): each test leaves it
// as it found it, so no test depends on which file ran before it.
afterEach(() => {
  cleanup();
  // (A file may run in Node instead: `@vitest-environment node`.)
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  vi.useRealTimers();
});
