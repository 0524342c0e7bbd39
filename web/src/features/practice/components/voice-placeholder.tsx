import { Construction, Mic } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/** Stands in for the embedded voice widget (/widget.html?agent=…) until voice practice ships. */
export function VoicePlaceholder({ buyerName, agentId }: { buyerName: string; agentId: string }) {
  return (
    <section
      aria-label="Voice practice"
      className="flex min-h-80 flex-col items-center justify-center rounded-xl border-2 border-dashed border-rose-200 bg-gradient-to-b from-rose-50/70 to-white p-8 text-center"
    >
      <Badge tone="yellow" className="mb-4">
        <Construction className="size-3" aria-hidden /> Placeholder
      </Badge>
      <div className="mb-4 flex size-16 items-center justify-center rounded-full bg-white text-rose-700 shadow ring-1 ring-rose-100">
        <Mic className="size-8" aria-hidden />
      </div>
      <h2 className="text-xl font-semibold text-stone-900">Voice practice is coming in the next release</h2>
      <p className="mt-2 max-w-md text-stone-600">
        You will talk to the {buyerName} right here. Until then, use the panel to prepare your questions and approach.
      </p>
      <p className="mt-4 text-xs text-stone-500">
        Voice agent: <code className="rounded bg-stone-100 px-1.5 py-0.5">{agentId}</code>
      </p>
    </section>
  );
}
