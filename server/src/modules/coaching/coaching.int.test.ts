import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, { speech: null });
});
afterAll(() => t.close());

describe('POST /api/coaching/analyze', () => {
  it('returns at most 3 suggestions grounded in what the buyer just said', async () => {
    const u = await signUpAndLogin(t.app);
    const [s] = await t.ctx.db
      .insert(sessions)
      .values({ userId: u.user.id, type: 'practice', status: 'active', buyerType: 'relater' })
      .returning();
    const recentMessages = [
      { text: 'So what packages do you offer?', isUser: false },
      { text: 'We have three packages, starting at 3,200 dollars.', isUser: true },
      {
        text: "Honestly that's more than we budgeted, and I need to talk to my mum before we decide anything.",
        isUser: false,
      },
      { text: 'Of course.', isUser: true },
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/coaching/analyze?sessionId=${s!.id}`,
      headers: u.auth,
      payload: {
        sessionId: s!.id,
        buyerType: 'Relater',
        messageCount: 4,
        recentMessages,
        conversationContext: recentMessages
          .map((m) => `${m.isUser ? 'Salesperson' : 'Prospect'}: ${m.text}`)
          .join('\n'),
      },
    });
    expect(res.statusCode).toBe(200);
    const { suggestions } = res.json();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    const text = JSON.stringify(suggestions).toLowerCase();
    expect(text).toMatch(/mum|budget|decide/);
    expect(suggestions[0]).toEqual(
      expect.objectContaining({
        priority: expect.stringMatching(/high|medium|low/),
        title: expect.any(String),
        action: expect.any(String),
      }),
    );
  });

  it("validates the body and refuses another user's session", async () => {
    const a = await signUpAndLogin(t.app);
    const b = await signUpAndLogin(t.app);
    const [s] = await t.ctx.db
      .insert(sessions)
      .values({ userId: a.user.id, type: 'practice', status: 'active' })
      .returning();
    const body = {
      sessionId: s!.id,
      conversationContext: '',
      buyerType: 'boss',
      messageCount: 4,
      recentMessages: [],
    };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/coaching/analyze', headers: b.auth, payload: body }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/coaching/analyze',
          headers: a.auth,
          payload: { ...body, messageCount: 'four' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
