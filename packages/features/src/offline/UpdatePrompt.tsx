import { Button, Inline, Notice, vars } from '@wegrow/ui';
import type { CSSProperties } from 'react';

/** The update prompt's texts (in its own module: the site loads it without the banner's). */
export const updateTexts = {
  updateAvailable: 'New version available — reload',
  updateDetail: 'A new version of WeGrow is ready. Reload to use it; nothing you typed is lost.',
  reload: 'Reload',
  later: 'Later',
} as const;

/** Above the page's bottom edge, clear of the sides on a phone. */
const floating: CSSProperties = {
  position: 'fixed',
  insetInline: vars.space[3],
  bottom: vars.space[3],
  zIndex: vars.zIndex.toast,
  maxWidth: '28rem',
  marginInline: 'auto',
  boxShadow: vars.shadow.md,
};

export interface UpdatePromptProps {
  /** Activates the waiting service worker; the page reloads once it controls the page. */
  onReload: () => void;
  /** Hides the prompt; the new version starts on the next visit. */
  onLater: () => void;
}

/**
 * "New version available — reload": shown when a new deployment's service worker is installed and
 * waiting. The page keeps running the version it started with until the member reloads.
 */
export function UpdatePrompt({ onReload, onLater }: UpdatePromptProps) {
  return (
    <Notice tone="info" title={updateTexts.updateAvailable} style={floating}>
      <p style={{ margin: 0 }}>{updateTexts.updateDetail}</p>
      <Inline gap="2" style={{ marginTop: vars.space[2] }}>
        <Button size="sm" onClick={onReload}>
          {updateTexts.reload}
        </Button>
        <Button size="sm" variant="secondary" onClick={onLater}>
          {updateTexts.later}
        </Button>
      </Inline>
    </Notice>
  );
}
