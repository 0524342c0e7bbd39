import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { deferredSection, lazyPage, lazySection } from './lazy-component';

/** A module load the test settles by hand. */
function manualLoad<P extends object>(component: (props: P) => React.ReactNode) {
  let settle!: () => void;
  let calls = 0;
  const load = () => {
    calls++;
    return new Promise<(props: P) => React.ReactNode>((resolve) => {
      settle = () => resolve(component);
    });
  };
  return { load, settle: () => act(async () => settle()), calls: () => calls };
}

describe('lazyPage', () => {
  it('shows the loading spinner until the code arrives, then the page', async () => {
    const loader = manualLoad(({ name }: { name: string }) => <h1>Hello {name}</h1>);
    const Page = lazyPage(loader.load);
    render(<Page name="Ada" />);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    await loader.settle();
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(loader.calls()).toBe(1);
  });

  it('renders at once, without the spinner, when the code was preloaded', async () => {
    const loader = manualLoad(() => <h1>Ready</h1>);
    const Page = lazyPage(loader.load);
    const preloaded = Page.preload();
    await loader.settle();
    await preloaded;
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(loader.calls()).toBe(1);
  });

  it('loads again after a failed download', async () => {
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts++;
      if (attempts === 1) throw new Error('offline');
      return () => <p>Back online</p>;
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    render(<Page />);
    expect(screen.getByText('Back online')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});

describe('lazySection', () => {
  it('shows its fallback while loading', async () => {
    const loader = manualLoad(() => <p>Office hours</p>);
    const Section = lazySection(loader.load, <p>Loading section</p>);
    render(<Section />);
    expect(screen.getByText('Loading section')).toBeTruthy();
    await loader.settle();
    expect(screen.getByText('Office hours')).toBeTruthy();
  });
});

describe('deferredSection', () => {
  it('renders the placeholder first and loads the code only after the first render', async () => {
    const loader = manualLoad(({ initial }: { initial: string }) => (
      <button type="button">Menu {initial}</button>
    ));
    const Menu = deferredSection(loader.load, ({ initial }) => <span>Avatar {initial}</span>);
    render(<Menu initial="A" />);
    expect(screen.getByText('Avatar A')).toBeTruthy();
    expect(loader.calls()).toBe(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10))); // the browser goes idle
    expect(loader.calls()).toBe(1);
    await loader.settle();
    expect(screen.getByRole('button', { name: 'Menu A' })).toBeTruthy();
    expect(screen.queryByText('Avatar A')).toBeNull();
  });
});
