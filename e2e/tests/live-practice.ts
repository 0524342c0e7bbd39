import { chromium, expect, type Browser, type Page } from '@playwright/test';
import config from '../playwright.config.ts';
import { apiGet } from './app-data.ts';

interface Started {
  sessionId: string;
  conversationId: string;
  websocketUrl: string;
  scenario: { id: string; buyerType: string };
}

/** Starts a coaching practice with a Boss buyer through the API and opens its live conversation page. */
export async function openLiveConversation(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const scenarios = await apiGet<Array<{ id: string; buyerType: string }>>(page, '/api/scenarios');
  const scenario = scenarios.find((s) => s.buyerType === 'boss') ?? scenarios[0]!;
  const res = await page.request.post('/api/sessions/start', {
    headers: { Authorization: `Bearer ${token}` },
    data: { scenarioId: scenario.id, mode: 'coaching' },
  });
  expect(res.status()).toBe(200);
  const started = (await res.json()) as Started;
  const params = new URLSearchParams({
    sessionId: started.sessionId,
    conversationId: started.conversationId,
    scenarioId: started.scenario.id,
    buyerType: started.scenario.buyerType,
    websocketUrl: started.websocketUrl,
  });
  await page.goto(`/conversation?${params.toString()}`);
  return started.sessionId;
}

/** A browser whose microphone plays `wav` (Chromium loops the file). */
export function browserHearing(wav: string): Promise<Browser> {
  const base = config.use?.launchOptions ?? {};
  return chromium.launch({
    ...base,
    args: [
      ...(base.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}`,
    ],
  });
}
