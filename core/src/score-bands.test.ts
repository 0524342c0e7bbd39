import { describe, expect, it } from 'vitest';
import { bandFor, liveScoreColor, ratioToPercentage } from './score-bands.ts';

describe('score bands', () => {
  it.each([
    [100, 'Excellent', 'Excellent sales performance'],
    [91, 'Excellent', 'Excellent sales performance'],
    [90, 'Very Good', 'Very good sales performance'],
    [81, 'Very Good', 'Very good sales performance'],
    [71, 'Good', 'Good performance with room for improvement'],
    [61, 'Okay', 'Okay foundation with several areas to improve'],
    [51, 'Poor', 'Poor performance - significant training needed'],
    [50, 'Very Poor', 'Very poor performance - requires immediate attention'],
    [0, 'Very Poor', 'Very poor performance - requires immediate attention'],
  ])('%i%% is %s', (pct, name, verdict) => {
    expect(bandFor(pct)).toMatchObject({ name, verdict });
  });

  it('converts x/y metric text to a percentage', () => {
    expect(ratioToPercentage('7/10')).toBe(70);
    expect(ratioToPercentage(' 3 / 4 ')).toBe(75);
    expect(ratioToPercentage('8.5/10')).toBe(85);
    expect(ratioToPercentage('5/0')).toBe(0);
    expect(ratioToPercentage('n/a')).toBe(0);
  });

  it('colours the live score green from 8, yellow from 6, else red', () => {
    expect([8, 7.9, 6, 5.9].map(liveScoreColor)).toEqual(['green', 'yellow', 'yellow', 'red']);
  });
});
