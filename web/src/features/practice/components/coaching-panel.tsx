import type { ReactNode } from 'react';
import { Lightbulb } from 'lucide-react';
import type { BuyerType } from '@ringready/core/buyer-types';
import { QUESTION_BANK } from '@ringready/core/buyer-types';
import { liveScoreColor } from '@ringready/core/score-bands';
import { Card } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';

/** Starting values of the in-call panel (spec section 9). */
export const INITIAL_LIVE_SCORE = 7.5;
export const INITIAL_TALK_RATIO = 60;

const SCORE_COLORS = { green: 'text-green-700', yellow: 'text-amber-600', red: 'text-red-700' } as const;

function Metric({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-stone-50 p-3">
      <p className="text-xs font-medium text-stone-500">{label}</p>
      <div className="mt-0.5 text-lg font-semibold text-stone-900 tabular-nums">{children}</div>
    </div>
  );
}

/** Coaching mode: static live panel with score, ratio, counters, question bank and tips. */
export function CoachingPanel({ buyer }: { buyer: BuyerType }) {
  const listen = 100 - INITIAL_TALK_RATIO;
  return (
    <div className="grid grid-cols-1 gap-4">
      <Card role="group" className="p-5" aria-label="Live metrics">
        <div className="grid grid-cols-2 gap-3">
          <Metric label="Live Score">
            <span className={SCORE_COLORS[liveScoreColor(INITIAL_LIVE_SCORE)]}>{INITIAL_LIVE_SCORE.toFixed(1)}</span>
            <span className="text-sm font-normal text-stone-500">/10</span>
          </Metric>
          <Metric label="Questions Asked">0</Metric>
          <Metric label="Timer">
            <span aria-label="0 minutes 0 seconds">00:00</span>
          </Metric>
          <Metric label="Phase">
            <span className="capitalize">discovery</span>
          </Metric>
        </div>
        <div className="mt-4">
          <div className="mb-1.5 flex justify-between text-xs font-medium text-stone-600">
            <span>Talk {INITIAL_TALK_RATIO}%</span>
            <span>Listen {listen}%</span>
          </div>
          <Progress value={INITIAL_TALK_RATIO} aria-label={`Talk/listen ratio ${INITIAL_TALK_RATIO}/${listen}`} indicatorClassName="bg-rose-600" className="bg-sky-200" />
          <p className="mt-1 text-xs text-stone-500">Talk/listen ratio {INITIAL_TALK_RATIO}/{listen}</p>
        </div>
      </Card>

      <Card className="p-5">
        <h3 className="text-sm font-semibold text-stone-900">Suggested questions</h3>
        <Tabs defaultValue={QUESTION_BANK[0]!.tab} className="mt-3">
          <TabsList className="w-full">
            {QUESTION_BANK.map(({ tab }) => (
              <TabsTrigger key={tab} value={tab} className="text-xs">
                {tab}
              </TabsTrigger>
            ))}
          </TabsList>
          {QUESTION_BANK.map(({ tab, questions }) => (
            <TabsContent key={tab} value={tab} className="mt-3">
              <ul className="space-y-2">
                {questions.slice(0, 3).map((q) => (
                  <li key={q} className="rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm text-stone-800">
                    “{q}”
                  </li>
                ))}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
      </Card>

      <Card className="p-5">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-stone-900">
          <Lightbulb className="size-4 text-amber-500" aria-hidden /> Coaching tips for the {buyer.name}
        </h3>
        <ul className="mt-2 space-y-2">
          {buyer.coachingTips.slice(0, 3).map((tip) => (
            <li key={tip} className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
              {tip}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
