import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { toast } from '../components/ui/use-toast';
import { usePageScopedToasts } from './use-page-scoped-toasts';

function Scoped() {
  usePageScopedToasts();
  return null;
}

/** A page that raises a toast and, like signing in, moves on by itself right after. */
function SavePage() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() =>
        void Promise.resolve().then(() => {
          toast({ title: 'Saved and moved on' });
          navigate('/next');
        })
      }
    >
      Save
    </button>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Scoped />
      <Routes>
        <Route path="/a" element={<Link to="/b">Go to B</Link>} />
        <Route path="/b" element={<p>Page B</p>} />
        <Route path="/save" element={<SavePage />} />
        <Route path="/next" element={<Link to="/b">Go to B</Link>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

const isOpen = (text: string) =>
  screen.queryByText(text)?.closest('[data-state]')?.getAttribute('data-state') === 'open';

describe('usePageScopedToasts', () => {
  it('dismisses a toast when the user follows a link to another page', async () => {
    renderAt('/a');
    act(() => void toast({ title: 'Something on page A' }));
    expect(isOpen('Something on page A')).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Go to B' }));
    expect(await screen.findByText('Page B')).toBeTruthy();
    expect(isOpen('Something on page A')).toBe(false);
  });

  it("keeps the toast of an action that moves on by itself, until the user's next navigation", async () => {
    renderAt('/save');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByRole('link', { name: 'Go to B' })).toBeTruthy();
    expect(isOpen('Saved and moved on')).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Go to B' }));
    expect(await screen.findByText('Page B')).toBeTruthy();
    expect(isOpen('Saved and moved on')).toBe(false);
  });
});
