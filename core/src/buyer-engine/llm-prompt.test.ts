import { describe, expect, it } from 'vitest';
import { respondToSalesperson } from './buyer-engine.ts';
import { createConversation } from './buyer-state.ts';
import { acceptLlmReply, buildLlmPrompt } from './llm-prompt.ts';

describe('buildLlmPrompt', () => {
  it('puts persona facts, style, state and hidden worries into the system prompt, then the history', () => {
    let s = createConversation('relater-planning-with-mom', { seed: 1 });
    const r = respondToSalesperson(s, 'What worries you most?');
    s = r.state;
    const messages = buildLlmPrompt(
      s,
      [
        { text: 'What worries you most?', isUser: true },
        { text: r.reply, isUser: false },
      ],
      r.intent,
    );
    const system = messages[0]!.content;
    expect(messages[0]!.role).toBe('system');
    expect(system).toContain('Emily');
    expect(system).toContain('180');
    expect(system).toContain('Relater');
    expect(system).toContain('pushy');
    expect(system).toMatch(/must NOT reveal[^]*guest list/);
    expect(system).toContain('Do NOT agree');
    expect(system).toContain('reveal your worry');
    expect(messages.slice(1).map((m) => m.role)).toEqual(['user', 'assistant']);
  });
});

describe('acceptLlmReply', () => {
  it('accepts an in-character reply and cleans labels and stage directions', () => {
    expect(acceptLlmReply('Emily: *smiles* We have about 180 guests.')).toEqual({
      ok: true,
      reply: 'We have about 180 guests.',
    });
  });
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['As an AI language model, I cannot attend weddings.', 'out-of-character'],
    ["I'm just a virtual assistant here to help.", 'out-of-character'],
    [Array.from({ length: 90 }, () => 'word').join(' '), 'too-long'],
  ])('rejects %j (%s)', (text, reason) => {
    expect(acceptLlmReply(text)).toEqual({ ok: false, reason });
  });
});
