/**
 * Runs after every story test (the story is still mounted then):
 * 1. a screenshot in light mode compared with the committed baseline;
 * 2. the same story in dark mode: an axe check with the same rules as the a11y addon applies in
 *    light mode, then a dark screenshot compared with its baseline.
 * `parameters.visual.disable` skips the screenshots (never the dark a11y check) for a story whose
 * pixels cannot be stable; give the reason beside it.
 */
import { applyColorMode } from '@wegrow/ui';
import axe from 'axe-core';
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { axeRunOptions } from './a11y';

interface StoryUnderTest {
  id: string;
  parameters: { visual?: { disable?: boolean }; layout?: 'padded' | 'centered' | 'fullscreen' };
}

/**
 * The story's `layout`, as Storybook's canvas applies it (the test page has no canvas chrome),
 * so focus rings and shadows are not cut off at the screenshot's edge.
 */
function applyLayout(layout: StoryUnderTest['parameters']['layout'] = 'padded'): () => void {
  const { style } = document.body;
  const before = style.cssText;
  if (layout === 'padded') style.padding = '1rem';
  if (layout === 'centered')
    Object.assign(style, { display: 'grid', placeItems: 'center', padding: '1rem' });
  return () => {
    style.cssText = before;
  };
}

const FREEZE_CSS = `
*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important;
}
html, body { min-height: 100vh; }
`;

beforeAll(() => {
  const style = document.createElement('style');
  style.dataset['testOnly'] = 'freeze-motion';
  style.textContent = FREEZE_CSS;
  document.head.appendChild(style);
});

function describeViolations(violations: axe.Result[]): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryUnderTest }).story;
  if (!story || context.task.result?.state === 'fail') return;
  const screenshots = !story.parameters.visual?.disable;
  const body = page.elementLocator(document.body);
  await document.fonts.ready;
  const restoreLayout = applyLayout(story.parameters.layout);
  try {
    if (screenshots) await expect.element(body).toMatchScreenshot(`${story.id}--light`);

    applyColorMode('dark');
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const { violations } = await axe.run(document.body, axeRunOptions);
    expect(describeViolations(violations), 'axe violations in dark mode').toEqual([]);
    if (screenshots) await expect.element(body).toMatchScreenshot(`${story.id}--dark`);
  } finally {
    applyColorMode('light');
    restoreLayout();
  }
});
