import { registerSW } from 'virtual:pwa-register';
import { useSyncExternalStore } from 'react';
import { pwaText } from '../i18n/pwa.ts';
import { toast } from '../ui/toast.tsx';

/**
 * The installable app (issue 28): the service worker that keeps the shell offline, an 'Aggiorna' toast when a new
 * version is waiting, and the browser's install prompt kept for the landing page's 'Installa l'app'.
 */
export function startInstallableApp(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-bar stays away: the landing page offers the install with its own button.
    event.preventDefault();
    installPrompt = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = null;
    emit();
  });
  window.addEventListener('online', emit);
  window.addEventListener('offline', emit);
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    onNeedRefresh() {
      toast({
        title: pwaText.updateTitle,
        description: pwaText.updateDescription,
        action: { label: pwaText.update, onClick: () => void update(true) },
        variant: 'info',
      });
    },
  });
}

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let installPrompt: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser offers to install the app now (Chromium's beforeinstallprompt). */
export function useCanInstall(): boolean {
  return useSyncExternalStore(subscribe, () => installPrompt !== null);
}

/** Shows the browser's install dialog; the prompt can be used once. */
export async function promptInstall(): Promise<void> {
  const prompt = installPrompt;
  if (!prompt) return;
  installPrompt = null;
  emit();
  await prompt.prompt();
}

/** Whether the device is offline (the shell then comes from the service worker's cache). */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, () => !navigator.onLine);
}
