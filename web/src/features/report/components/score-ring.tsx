import { bandFor } from '@ringready/core/score-bands';
import { BAND_STYLES, clampPercent } from '../report-format';

const SIZE = 132;
const STROKE = 12;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The overall score as a ring in its band colour (the score bands of core/src/score-bands.ts). */
export function ScoreRing({ score }: { score: number }) {
  const band = bandFor(score);
  const style = BAND_STYLES[band.color];
  const offset = CIRCUMFERENCE * (1 - clampPercent(score) / 100);
  return (
    <div className="relative size-[132px] shrink-0">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="size-full -rotate-90" aria-hidden data-band={band.name}>
        <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" stroke="#e7e5e4" strokeWidth={STROKE} />
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          stroke={style.hex}
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={offset}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <span className={`text-4xl font-semibold tabular-nums ${style.text}`}>{Math.round(score)}</span>
        <span className="text-xs text-stone-500">out of 100</span>
      </div>
    </div>
  );
}
