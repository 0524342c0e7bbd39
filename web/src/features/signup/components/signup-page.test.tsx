import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';

describe('plans page', () => {
  it('sends a signed-in subscriber to Settings → Billing to change plans', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    mockFetch({ 'GET /api/auth/validate': () => json(demoUser), 'GET /api/user': () => json(demoUser) });
    renderApp('/signup');
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain(`You are on the ${demoUser.subscription!.planName} plan.`);
    expect(screen.getByRole('link', { name: 'Change it in Settings → Billing' }).getAttribute('href')).toBe(
      '/settings/billing',
    );
  });

  it('tells a visitor the free trial every plan starts with, as the server sets it', async () => {
    mockFetch({ 'GET /api/checkout/terms': () => json({ trialDays: 14 }) });
    renderApp('/signup');
    expect(
      await screen.findByText(
        'Every plan starts with a 14-day free trial: your first charge is when it ends.',
      ),
    ).toBeTruthy();
  });

  it('mentions no trial when there is none', async () => {
    mockFetch({ 'GET /api/checkout/terms': () => json({ trialDays: 0 }) });
    renderApp('/signup');
    await screen.findByText('Where Wedding Pros Practice the Science of Selling, Powered by AI');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/free trial/)).toBeNull();
  });

  it('shows no such notice to a visitor', async () => {
    mockFetch({});
    renderApp('/signup');
    expect(
      await screen.findByText('Where Wedding Pros Practice the Science of Selling, Powered by AI'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change it in Settings → Billing' })).toBeNull();
  });
});
