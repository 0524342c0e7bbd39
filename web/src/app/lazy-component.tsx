import { Suspense, lazy, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Spinner } from '../components/ui/spinner';

/** A component whose code arrives on first use; `preload` fetches it ahead of time. */
export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Code loaded on first render, shown inside its own Suspense boundary with `fallback` while it arrives.
 * Once the code is loaded (or preloaded), the component renders at once without the fallback.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a failed download is tried again on the next render
        throw error;
      },
    );
    return pending;
  };
  // React renders a lazy component without suspending when its thenable settles synchronously
  const Loaded = lazy(() =>
    loaded
      ? ({
          then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }),
        } as never)
      : preload().then((component) => ({ default: component })),
  );
  function Lazy(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Lazy, { preload });
}

/** A routed page: a full-page spinner while its code arrives. */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  return lazyComponent(load, <Spinner label="Loading..." fullPage />);
}

/** A part shown after its page's first render (a tab, a dialog): its code loads when it first shows. */
export function lazySection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyComponent<P> {
  return lazyComponent(load, fallback);
}

const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` when the browser is idle (at the latest after IDLE_TIMEOUT_MS); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}

/**
 * A part on screen from the start that the first paint does without (a menu behind a button, the toast
 * area): `placeholder` renders first, and the code loads once the browser is idle after the first render.
 */
export function deferredSection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: (props: P) => ReactNode,
): LazyComponent<P> {
  let ready = false;
  const Section = lazyComponent(load, null);
  const preload = () => Section.preload().then(() => (ready = true));
  function Deferred(props: P) {
    const [show, setShow] = useState(ready);
    useEffect(() => {
      if (show) return;
      let live = true;
      const cancel = whenIdle(() => {
        preload().then(
          () => live && setShow(true),
          () => {}, // stays a placeholder; the next mount tries again
        );
      });
      return () => {
        live = false;
        cancel();
      };
    }, [show]);
    return show ? <Section {...props} /> : placeholder(props);
  }
  return Object.assign(Deferred, { preload });
}
