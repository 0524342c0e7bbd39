import { describe, expect, it } from 'vitest';
import { TRADE_IDS, TRADES } from '../trades.ts';
import { CASTS } from './personas.ts';
import { scenarioCopy, SCENARIO_COPY_IDS } from './scenario-copy.ts';

describe('scenarioCopy', () => {
  it('has the catalogue text of every scenario the engine plays', () => {
    expect([...SCENARIO_COPY_IDS].sort()).toEqual(CASTS.map((c) => c.home.scenarioId).sort());
    expect(scenarioCopy('analyzer-photographer-compare')).toEqual({
      title: 'Comparing Three Photographers',
      description:
        'Priya has a spreadsheet of three photographers and wants to know exactly what is included, ' +
        'hours of coverage and delivery times.',
      agentPrompt: expect.stringContaining(
        'You are Priya Shah, a bride comparing three wedding photographers',
      ),
    });
    expect(scenarioCopy('no-such-scenario')).toBeUndefined();
    expect(scenarioCopy('no-such-scenario', 'dj')).toBeUndefined();
  });

  it('with a trade, the title and description name the trade and the prompt is for it', () => {
    expect(scenarioCopy('analyzer-photographer-compare', 'videographer')!.title).toBe(
      'Comparing Three Videographers',
    );
    expect(scenarioCopy('boss-short-notice', 'dj')!.title).toBe('A DJ on Short Notice');
    expect(scenarioCopy('relater-planning-with-mom', 'hair_makeup')!.title).toBe(
      'Choosing a Hair and Makeup Artist with Mom',
    );
    for (const id of SCENARIO_COPY_IDS)
      for (const trade of TRADE_IDS) {
        const copy = scenarioCopy(id, trade)!;
        const { vendor, service } = TRADES[trade];
        const names = new RegExp(`${vendor}|${service}`, 'i');
        expect(copy.title, `${id}/${trade}`).toMatch(/\S/);
        expect(`${copy.title} ${copy.description}`, `${id}/${trade}`).toMatch(names);
        expect(copy.description, `${id}/${trade}`).toMatch(names);
        expect(copy.agentPrompt, `${id}/${trade}`).toMatch(names);
        expect(copy.agentPrompt).toContain('agree to a next step only when it has been earned');
      }
  });

  it('rejects an unknown trade', () => {
    expect(() => scenarioCopy('boss-short-notice', 'plumber' as never)).toThrow(/trade/);
  });
});
