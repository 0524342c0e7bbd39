import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Brain, Mic, UserX } from 'lucide-react';
import type { PracticeMode } from '@ringready/core/api';
import { findBuyerType } from '@ringready/core/buyer-types';
import { PageContainer } from '../../../components/page-container';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/empty-state';
import { cn } from '../../../lib/utils';
import { BUYER_STYLES } from '../buyer-style';
import { useWidgetConversation } from '../use-widget-conversation';
import { BasicSidePanel } from './basic-side-panel';
import { CoachingPanel } from './coaching-panel';
import { VoiceFrame } from './voice-frame';

/** The mode buttons' choice: none until the salesperson picks one. */
type ModeChoice = PracticeMode | 'none';

function BackLink() {
  return (
    <Link
      to="/practice"
      className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-rose-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> Back to buyer types
    </Link>
  );
}

export function PracticeBuyerPage() {
  const { buyerId } = useParams();
  const buyer = findBuyerType(buyerId);
  const [mode, setMode] = useState<ModeChoice>('none');
  const frame = useRef<HTMLIFrameElement>(null);
  const live = useWidgetConversation(frame);

  if (!buyer) {
    return (
      <PageContainer>
        <BackLink />
        <EmptyState icon={UserX} title="Buyer type not found">
          Choose one of the four AI buyers: Analyzer, Boss, Dreamer or Relater.
        </EmptyState>
      </PageContainer>
    );
  }

  const style = BUYER_STYLES[buyer.id];
  const Icon = style.icon;
  const modes = [
    { id: 'coaching' as const, label: 'Practice with AI Coaching', icon: Brain },
    { id: 'basic' as const, label: 'Basic Practice Mode', icon: Mic },
  ];

  return (
    <PageContainer>
      <BackLink />
      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-center gap-3">
          <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl', style.tile)}>
            <Icon className="size-6" aria-hidden />
          </span>
          <div>
            <h1 className="font-serif text-3xl font-semibold tracking-tight">
              {mode === 'coaching' ? 'Live Practice Session' : `Practice with the ${buyer.name}`}
            </h1>
            <p className="text-stone-600">
              {mode === 'coaching' ? `The ${buyer.name}: ${buyer.description}` : buyer.description}
            </p>
          </div>
        </div>
        <div role="group" aria-label="Practice mode" className="flex flex-col gap-2 sm:flex-row">
          {modes.map(({ id, label, icon: ModeIcon }) => (
            <Button
              key={id}
              variant={mode === id ? 'default' : 'outline'}
              aria-pressed={mode === id}
              onClick={() => setMode(id)}
            >
              <ModeIcon aria-hidden /> {label}
            </Button>
          ))}
        </div>
      </div>

      {mode === 'none' ? (
        <Card className="p-8 text-center">
          <h2 className="text-lg font-semibold">Choose a practice mode to begin</h2>
          <p className="mx-auto mt-2 max-w-xl text-stone-600">
            With AI coaching you see a live score, your talk/listen ratio and suggested questions while you
            talk. Basic mode keeps the buyer profile beside the conversation.
          </p>
        </Card>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <VoiceFrame
              key={mode}
              frameRef={frame}
              agentId={buyer.agentId}
              mode={mode}
              buyerName={buyer.name}
            />
          </div>
          <aside aria-label={mode === 'coaching' ? 'Live coaching' : 'Buyer profile'}>
            {mode === 'coaching' ? (
              <CoachingPanel buyer={buyer} live={live} />
            ) : (
              <BasicSidePanel buyer={buyer} />
            )}
          </aside>
        </div>
      )}
    </PageContainer>
  );
}
