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

  it('carries the trade and the composed facts, and what has already been said', () => {
    let s = createConversation('dreamer-garden-florals', { seed: 4, trade: 'dj' });
    s = respondToSalesperson(s, 'What is your budget for the music?').state;
    const system = buildLlmPrompt(s, [])[0]!.content;
    expect(system).toContain('wedding DJ: you are shopping for music');
    expect(system).toContain(s.persona.facts.budget.lines[0]!);
    expect(system).toContain(s.persona.tradeFacts['dj.mustplay']!.lines[0]!);
    expect(system).toContain('do-not-play list');
    expect(system).toMatch(/already told them in this call: budget\./);
    expect(system).toContain('have not thought about it');
    expect(system).not.toMatch(/florist|\$8,000/);
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
