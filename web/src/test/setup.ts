import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Pages load their code lazily: on a busy machine the first import can take a few seconds, so the
// find*/waitFor helpers wait up to 5 s for what a page shows (they return as soon as it is there).
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that Radix primitives touch.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
Element.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
