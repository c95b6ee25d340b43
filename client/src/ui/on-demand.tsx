import { type ComponentType, useEffect, useState } from 'react';
import { it } from '../i18n/it.ts';
import { toast } from './toast.tsx';

/** What an on-demand part takes besides its component's props: what to do when its code cannot load. */
interface OnDemandProps {
  /** Called (after a toast) when the code cannot load, e.g. offline: the opener closes it, so a tap retries. */
  onLoadFailed(): void;
}

/**
 * A dialog or form whose code loads the first time it is opened, not with the screen that offers it (issue 29):
 * its module, and the zod schemas it validates with, are neither downloaded nor built on the screen's first
 * render. Render it only while open; it shows nothing until its code is there (a local file, usually already
 * precached) and then renders the component. A failed load toasts, calls `onLoadFailed` and is forgotten, so
 * the next opening tries again.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & OnDemandProps> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, as React.lazy is
  function OnDemand({ onLoadFailed, ...props }: P & OnDemandProps) {
    const [Component, setComponent] = useState(() => loaded);
    // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per opening
    useEffect(() => {
      if (Component) return;
      let live = true;
      loadOnce().then(
        (component) => {
          if (live) setComponent(() => component);
        },
        () => {
          if (!live) return;
          toast({
            title: it.common.openFailed,
            description: it.common.openFailedDescription,
            variant: 'destructive',
          });
          onLoadFailed();
        },
      );
      return () => {
        live = false;
      };
    }, []);
    return Component ? <Component {...(props as P)} /> : null;
  }
  return OnDemand;
}
