import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Video } from '@ringready/core/api';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';

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
});
