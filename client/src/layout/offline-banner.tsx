import { WifiOff } from 'lucide-react';
import { pwaText } from '../i18n/pwa.ts';
import { useOffline } from '../lib/pwa.ts';

/** An Italian notice while the device is offline: the app on screen is the copy saved on the device. */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-[90] mx-auto flex max-w-[480px] items-start gap-2 bg-slate-800 px-4 pt-[calc(env(safe-area-inset-top)+0.5rem)] pb-2 text-sm text-white"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{pwaText.offline}</p>
    </div>
  );
}
