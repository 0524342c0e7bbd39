/** Score bands: a percentage maps to a band and a verdict at the thresholds 91, 81, 71, 61 and 51. */
export type BandName = 'Excellent' | 'Very Good' | 'Good' | 'Okay' | 'Poor' | 'Very Poor';
export type BandColor = 'green' | 'emerald' | 'blue' | 'yellow' | 'orange' | 'red';

export interface Band {
  min: number;
  name: BandName;
  color: BandColor;
  verdict: string;
}

export const BANDS: readonly Band[] = [
  { min: 91, name: 'Excellent', color: 'green', verdict: 'Excellent sales performance' },
  { min: 81, name: 'Very Good', color: 'emerald', verdict: 'Very good sales performance' },
  { min: 71, name: 'Good', color: 'blue', verdict: 'Good performance with room for improvement' },
  { min: 61, name: 'Okay', color: 'yellow', verdict: 'Okay foundation with several areas to improve' },
  { min: 51, name: 'Poor', color: 'orange', verdict: 'Poor performance - significant training needed' },
  {
    min: -Infinity,
    name: 'Very Poor',
    color: 'red',
    verdict: 'Very poor performance - requires immediate attention',
  },
];

export function bandFor(percentage: number): Band {
  return BANDS.find((b) => percentage >= b.min) ?? BANDS[BANDS.length - 1]!;
}

/** 'x/y' → percentage (0 when unparseable or y is 0). */
export function ratioToPercentage(score: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(score);
  if (!m) return 0;
  const y = Number(m[2]);
  return y > 0 ? Math.round((Number(m[1]) / y) * 100) : 0;
}

/** Live in-call score colour (out of 10). */
export function liveScoreColor(score: number): 'green' | 'yellow' | 'red' {
  return score >= 8 ? 'green' : score >= 6 ? 'yellow' : 'red';
}
