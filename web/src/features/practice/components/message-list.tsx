import { useEffect, useRef } from 'react';
import type { ConversationMessage } from '../call/voice-client';
import { cn } from '../../../lib/utils';

/** The running transcript; scrolls to the newest turn and announces new turns politely. */
export function MessageList({
  messages,
  buyerName,
  emptyText,
  tentative = '',
}: {
  messages: ConversationMessage[];
  buyerName: string;
  emptyText: string;
  tentative?: string;
}) {
  const end = useRef<HTMLLIElement>(null);
  const hearing = tentative !== '';
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, hearing]);
  return (
    <ol
      role="log"
      aria-live="polite"
      aria-label="Transcript"
      className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4"
    >
      {messages.length === 0 && !hearing && (
        <li className="m-auto max-w-xs text-center text-sm text-stone-500">{emptyText}</li>
      )}
      {messages.map((m) => (
        <li
          key={m.id}
          data-role={m.isUser ? 'salesperson' : 'buyer'}
          className={cn(
            'flex max-w-[85%] flex-col gap-0.5',
            m.isUser ? 'self-end items-end' : 'self-start items-start',
          )}
        >
          <span className="text-xs font-medium text-stone-500">{m.isUser ? 'You' : buyerName}</span>
          <span
            className={cn(
              'rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
              m.isUser ? 'rounded-br-sm bg-rose-700 text-white' : 'rounded-bl-sm bg-stone-100 text-stone-900',
            )}
          >
            {m.text}
          </span>
        </li>
      ))}
      {hearing && (
        // the words recognised so far; hidden from screen readers, which hear the final turn instead
        <li
          data-role="salesperson-tentative"
          aria-hidden
          className="flex max-w-[85%] flex-col items-end gap-0.5 self-end"
        >
          <span className="text-xs font-medium text-stone-500">You (speaking)</span>
          <span
            className={cn(
              'rounded-2xl rounded-br-sm border border-dashed border-rose-300',
              'bg-rose-50 px-3.5 py-2 text-sm italic leading-relaxed text-rose-900',
            )}
          >
            {tentative}…
          </span>
        </li>
      )}
      <li ref={end} aria-hidden className="h-px shrink-0" />
    </ol>
  );
}
