import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Video } from '@ringready/core/api';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';
import { PLAYER_LOAD_TIMEOUT_MS, PLAYER_ORIGIN } from '../use-player-status';

const video = (id: string, title: string): Video => ({
  id,
  title,
  description: `About ${title}`,
  category: 'Discovery',
  duration: '5 min',
  vimeoId: `${id}000`,
});

describe('LibraryPage', () => {
  it('plays one video at a time: starting another removes the first player', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      'GET /api/videos': () => json([video('v1', 'First Call'), video('v2', 'Second Call')]),
    });
    renderApp('/library');
    const plays = await screen.findAllByRole('button', { name: 'Play Video' });
    expect(plays).toHaveLength(2);

    fireEvent.click(plays[0]!);
    const first = screen.getByTitle('First Call');
    expect(first.getAttribute('src')).toContain('/video/v1000?autoplay=1');
    expect(document.activeElement).toBe(first);

    fireEvent.click(screen.getByRole('button', { name: 'Play Video' }));
    expect(screen.queryByTitle('First Call')).toBeNull();
    expect(screen.getByTitle('Second Call').getAttribute('src')).toContain('/video/v2000');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    // the first card is back to its thumbnail, ready to play again
    expect(screen.getByRole('button', { name: 'Play First Call' })).toBeTruthy();
  });

  it('says so when a video cannot load, and tries again', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      'GET /api/videos': () => json([video('v1', 'First Call')]),
    });
    renderApp('/library');
    const play = await screen.findByRole('button', { name: 'Play Video' }, { timeout: 5000 });
    vi.useFakeTimers();
    try {
      fireEvent.click(play);
      expect(screen.getByTitle('First Call')).toBeTruthy();
      act(() => vi.advanceTimersByTime(PLAYER_LOAD_TIMEOUT_MS));
      const alert = screen.getByRole('alert');
      expect(within(alert).getByText(/This video could not be loaded/)).toBeTruthy();
      expect(screen.queryByTitle('First Call')).toBeNull();

      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(screen.getByTitle('First Call')).toBeTruthy();
      // a player that answers has loaded: no message however long it plays
      act(() => window.dispatchEvent(new MessageEvent('message', { origin: PLAYER_ORIGIN, data: '{}' })));
      act(() => vi.advanceTimersByTime(PLAYER_LOAD_TIMEOUT_MS * 2));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByTitle('First Call')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
