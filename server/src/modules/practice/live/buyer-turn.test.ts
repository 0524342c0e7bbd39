import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { respondToSalesperson } from '@ringready/core/buyer-engine/buyer-engine';
import { createConversation } from '@ringready/core/buyer-engine/buyer-state';
import { readTurn } from '@ringready/core/conversation/read-turn';
import { createOpenAiCompatibleLlm } from '../../../providers/llm.ts';
import { startFakeOpenAi } from '../../../../test-support/fake-openai.ts';
import { LLM_TURN_BUDGET_MS, takeBuyerTurn } from './buyer-turn.ts';

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args) };
const deps = () =>
  ({
    llm: createOpenAiCompatibleLlm({ baseUrl: fake.baseUrl, model: 'test-model' }),
    log,
  }) as unknown as Parameters<typeof takeBuyerTurn>[0];

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  warnings.length = 0;
});

// Marcus, a Boss booking a venue: $25,000 for 150 guests
const state = createConversation('boss-venue-bottom-line', { seed: 7 });
const history = [{ text: state.lastBuyerText ?? 'Hi, Marcus here.', isUser: false }];
const turn = 'The barn is 28,400 and the pavilion is 24,900. Which one suits you?';
const engineReply = respondToSalesperson(state, turn).reply;
// the LLM reads the turn as the reader does, so the engine's decision is the one it takes alone
const read = readTurn(turn, {
  previousBuyerText: state.lastBuyerText,
  concernOpen: false,
  trade: state.persona.trade,
});
const GOOD_READING = JSON.stringify({ acts: read.acts, slots: read.slots });
/** Budget enough for a loaded machine: these cases are about what the LLM answers, not how fast. */
const ROOMY_MS = 30_000;
const run = (onSentence?: (s: string) => void, budgetMs = ROOMY_MS) =>
  takeBuyerTurn(deps(), state, history, turn, { onSentence, budgetMs, readingBudgetMs: budgetMs });

describe('the LLM path of a buyer turn, against an OpenAI-compatible server', () => {
  it('reads the turn in JSON mode, then streams a wording that keeps the decision', async () => {
    fake.script({
      reading: GOOD_READING,
      wording: ['The pavilion at 24,900', ' fits under our $25,000.', ' What does it include?'],
    });
    const sentences: string[] = [];
    const result = await run((s) => sentences.push(s));
    expect(result.source).toBe('llm');
    expect(result.reply).toBe('The pavilion at 24,900 fits under our $25,000. What does it include?');
    expect(sentences).toEqual(['The pavilion at 24,900 fits under our $25,000.', 'What does it include?']);
    expect(result.state.lastBuyerText).toBe(result.reply);
    expect(fake.requests.map((r) => [r.json, r.stream])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(fake.requests[1]!.messages[0]!.content).toContain(engineReply);
  });

  it('words the turn on the reader reading when the LLM reading is not the act schema', async () => {
    fake.script({
      reading: '{"acts": "a price and a question"}',
      wording: ['Fair enough. What is included?'],
    });
    const result = await run();
    expect(result).toMatchObject({ source: 'llm', reply: 'Fair enough. What is included?' });
    expect(JSON.stringify(warnings)).toMatch(/not the act schema/);
  });

  it('keeps the engine reply when the wording commits although the decision is no commitment', async () => {
    fake.script({ reading: GOOD_READING, wording: ["Perfect, let's book it!", ' Send the contract.'] });
    const result = await run();
    expect(result).toMatchObject({ source: 'engine', reply: engineReply });
    expect(JSON.stringify(warnings)).toMatch(/commits/);
  });

  it('keeps the engine reply when the wording states a budget the buyer does not have', async () => {
    fake.script({ reading: GOOD_READING, wording: ['Our budget is only $9,000, so neither.'] });
    const result = await run();
    expect(result).toMatchObject({ source: 'engine', reply: engineReply });
    expect(JSON.stringify(warnings)).toMatch(/number/);
  });

  it('answers with the engine within the budget when the server is slower than the budget', async () => {
    fake.script({ reading: GOOD_READING, wording: ['Too late.'], delayMs: 4_000 });
    const sentences: string[] = [];
    const result = await run((s) => sentences.push(s), LLM_TURN_BUDGET_MS);
    expect(result).toMatchObject({ source: 'engine', reply: engineReply });
    expect(sentences).toEqual([]);
    // the turn was answered while the slow server still had not answered anything
    expect(fake.answered()).toBe(0);
  });

  it('keeps the engine reply when the server answers 500', async () => {
    fake.script({ reading: 500, wording: 500 });
    expect(await run()).toMatchObject({ source: 'engine', reply: engineReply });
  });

  it('reassembles sentences split across many stream chunks', async () => {
    const text =
      'Hm. The barn at 28,400 is over what we set aside, which is $25,000. Talk me through the pavilion?';
    fake.script({ reading: GOOD_READING, wording: text.match(/.{1,3}/gs)! });
    const sentences: string[] = [];
    const result = await run((s) => sentences.push(s));
    expect(result).toMatchObject({ source: 'llm', reply: text });
    expect(sentences).toEqual([
      'Hm.',
      'The barn at 28,400 is over what we set aside, which is $25,000.',
      'Talk me through the pavilion?',
    ]);
  });

  it('uses the engine alone without an LLM', async () => {
    const result = await takeBuyerTurn({ llm: null, log } as never, state, history, turn);
    expect(result).toMatchObject({ source: 'engine', reply: engineReply, ended: false, endReason: null });
  });
});
