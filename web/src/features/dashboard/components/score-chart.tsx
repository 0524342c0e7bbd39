import type { ScorePoint } from '@ringready/core/sessions';

const WIDTH = 320;
const HEIGHT = 140;
const PAD = { top: 12, right: 12, bottom: 20, left: 28 };

/** A small SVG line chart of the latest completed scores (0-100), oldest first. */
export function ScoreChart({ points }: { points: readonly ScorePoint[] }) {
  if (points.length < 2) {
    return <p className="text-sm text-stone-600">Complete two or more sessions to see your score trend.</p>;
  }
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length === 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (score: number) => PAD.top + innerH - (Math.max(0, Math.min(100, score)) / 100) * innerH;
  const line = points.map((p, i) => `${x(i)},${y(p.score)}`).join(' ');
  const area = `${PAD.left},${PAD.top + innerH} ${line} ${x(points.length - 1)},${PAD.top + innerH}`;
  const scores = points.map((p) => p.score).join(', ');
  const label = `Score trend over your last ${points.length} completed sessions: ${scores}`;

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="h-auto w-full">
      <defs>
        <linearGradient id="score-area" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="#e11d48" stopOpacity="0.25" />
          <stop offset="100%" stopColor="#e11d48" stopOpacity="0" />
        </linearGradient>
      </defs>
      {[0, 50, 100].map((v) => (
        <g key={v}>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(v)}
            y2={y(v)}
            stroke="#e7e5e4"
            strokeDasharray={v === 0 ? undefined : '3 3'}
          />
          <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="10" fill="#78716c">
            {v}
          </text>
        </g>
      ))}
      <polygon points={area} fill="url(#score-area)" />
      <polyline
        points={line}
        fill="none"
        stroke="#be123c"
        strokeWidth="2.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {points.map((p, i) => (
        <circle key={p.id} cx={x(i)} cy={y(p.score)} r="3.5" fill="#fff" stroke="#be123c" strokeWidth="2">
          <title>{`${p.score}/100 on ${new Date(p.createdAt).toLocaleDateString()}`}</title>
        </circle>
      ))}
      <text x={PAD.left} y={HEIGHT - 4} fontSize="10" fill="#78716c">
        Older
      </text>
      <text x={WIDTH - PAD.right} y={HEIGHT - 4} fontSize="10" fill="#78716c" textAnchor="end">
        Latest
      </text>
    </svg>
  );
}
