import { Button, Inline, Notice, vars } from '@wegrow/ui';
import type { CSSProperties } from 'react';
import { offlineTexts } from './offlineTexts';

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
    <Notice tone="info" title={offlineTexts.updateAvailable} style={floating}>
      <p style={{ margin: 0 }}>{offlineTexts.updateDetail}</p>
      <Inline gap="2" style={{ marginTop: vars.space[2] }}>
        <Button size="sm" onClick={onReload}>
          {offlineTexts.reload}
        </Button>
        <Button size="sm" variant="secondary" onClick={onLater}>
          {offlineTexts.later}
        </Button>
      </Inline>
    </Notice>
  );
}
