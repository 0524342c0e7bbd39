import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { AlertTriangle, Lightbulb } from 'lucide-react';
import type { BuyerType } from '@ringready/core/buyer-types';
import { QUESTION_BANK } from '@ringready/core/buyer-types';
import { judgeLive } from '@ringready/core/coaching/live-judgement';
import { Card } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { ConversationMessage } from '../call/voice-client';
import { useCoachingSuggestions } from '../use-coaching-suggestions';
import { formatClock, useElapsedSeconds } from '../use-elapsed';
import { IDLE_CONVERSATION } from '../use-widget-conversation';
import type { WidgetConversation } from '../use-widget-conversation';
import { CoachingSuggestions } from './coaching-suggestions';
import { cn } from '../../../lib/utils';

const SCORE_COLORS = { green: 'text-green-700', yellow: 'text-amber-600', red: 'text-red-700' } as const;

function Metric({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-stone-50 p-3">
      <p className="text-xs font-medium text-stone-500">{label}</p>
      <div className="mt-0.5 text-lg font-semibold text-stone-900 tabular-nums">{children}</div>
    </div>
  );
}

export function countQuestions(messages: ConversationMessage[]): number {
  return messages.filter((m) => m.isUser && m.text.includes('?')).length;
}

/**
 * Coaching mode: live score, talk/listen ratio, counters and suggestions fed by the real conversation;
 * question bank and tips. The score, phase and talk alert are the practice report's judgement of the
 * conversation so far; once the call has ended the score is the report's own.
 */
export function CoachingPanel({
  buyer,
  live = IDLE_CONVERSATION,
}: {
  buyer: BuyerType;
  live?: WidgetConversation;
}) {
  const { messages } = live;
  const ended = live.endedSessionId !== null;
  const metrics = useMemo(
    () => ({ ...judgeLive(messages, { ended }), questions: countQuestions(messages) }),
    [messages, ended],
  );
  const running = live.startedAt !== null && !live.endedSessionId;
  const elapsed = useElapsedSeconds(live.startedAt, running);
  const { suggestions, dismiss } = useCoachingSuggestions(live.sessionId, buyer.id, messages);
  const talk = metrics.ratio.user;
  const listen = metrics.ratio.prospect;
  return (
    <div className="grid grid-cols-1 gap-4">
      <Card role="group" className="p-5" aria-label="Live metrics">
        <div className="grid grid-cols-2 gap-3">
          <Metric label="Live Score">
            <span className={SCORE_COLORS[metrics.score.color]} data-color={metrics.score.color}>
              {metrics.score.score.toFixed(1)}
            </span>
            <span className="text-sm font-normal text-stone-500">/10</span>
          </Metric>
          <Metric label="Questions Asked">{metrics.questions}</Metric>
          <Metric label="Timer">
            <span aria-label={`${Math.floor(elapsed / 60)} minutes ${elapsed % 60} seconds`}>
              {formatClock(elapsed)}
            </span>
          </Metric>
          <Metric label="Phase">
            <span className="capitalize">{metrics.phase}</span>
          </Metric>
        </div>
        <div className="mt-4">
          <div className="mb-1.5 flex justify-between text-xs font-medium text-stone-600">
            <span>Talk {talk}%</span>
            <span>Listen {listen}%</span>
          </div>
          <Progress
            value={talk}
            aria-label={`Talk/listen ratio ${talk}/${listen}`}
            indicatorClassName={metrics.talkAlert ? 'bg-red-600' : 'bg-rose-600'}
            className="bg-sky-200"
          />
          <p className="mt-1 text-xs text-stone-500">
            Talk/listen ratio {talk}/{listen}
          </p>
          {metrics.talkAlert && (
            <p
              role="alert"
              className={cn(
                'mt-2 flex items-center gap-1.5 rounded-md bg-red-50',
                'px-2.5 py-1.5 text-xs font-medium text-red-800',
              )}
            >
              <AlertTriangle className="size-3.5 shrink-0" aria-hidden /> You are talking {talk}% of the time.
              Ask a question and listen.
            </p>
          )}
        </div>
      </Card>

      <CoachingSuggestions suggestions={suggestions} onDismiss={dismiss} />

      <Card className="p-5">
        <h3 className="text-sm font-semibold text-stone-900">Suggested questions</h3>
        <Tabs defaultValue={QUESTION_BANK[0]!.tab} className="mt-3">
          <TabsList className="w-full flex-wrap">
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
                  <li
                    key={q}
                    className="rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm text-stone-800"
                  >
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
