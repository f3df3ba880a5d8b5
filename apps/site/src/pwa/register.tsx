/**
 * The service worker's registration and its update prompt, loaded by main.tsx when the browser is
 * idle after the first paint, in the production build only (never in the first-paint chunk).
 *
 * A new deployment's worker installs in the background and waits; the member sees "New version
 * available — reload" and, on Reload, the waiting worker takes over and the page reloads once it
 * controls it — the page never mixes two versions' code.
 */
import { UpdatePrompt } from '@wegrow/features/offline';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Workbox } from 'workbox-window';

let promptRoot: Root | null = null;

function showUpdatePrompt(onReload: () => void): void {
  const host = document.createElement('div');
  host.id = 'wg-update-prompt';
  document.body.append(host);
  promptRoot = createRoot(host);
  const close = () => {
    promptRoot?.unmount();
    promptRoot = null;
    host.remove();
  };
  promptRoot.render(
    <StrictMode>
      <UpdatePrompt onReload={onReload} onLater={close} />
    </StrictMode>,
  );
}

/** Registers `/sw.js`; resolves once it is registered (or failed: the site works without it). */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    if (promptRoot) return;
    showUpdatePrompt(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  try {
    await workbox.register();
  } catch (error) {
    console.warn('The service worker could not be registered; the site works without it.', error);
  }
}
