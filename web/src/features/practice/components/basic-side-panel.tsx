import { CheckCircle2, Compass, Target } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { BuyerType } from '@ringready/core/buyer-types';
import { Card } from '../../../components/ui/card';

function Section({ icon: Icon, title, items }: { icon: LucideIcon; title: string; items: string[] }) {
  return (
    <section className="p-5">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-stone-900">
        <Icon className="size-4 text-rose-700" aria-hidden /> {title}
      </h3>
      <ul className="mt-2 space-y-1.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-sm text-stone-700">
            <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-rose-400" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Basic mode: the buyer profile next to the conversation. */
export function BasicSidePanel({ buyer }: { buyer: BuyerType }) {
  return (
    <Card role="group" className="divide-y divide-stone-100" aria-label={`${buyer.name} profile`}>
      <Section icon={Compass} title="Characteristics" items={buyer.traits} />
      <Section icon={Target} title="Recommended Approach" items={buyer.approach} />
      <Section icon={CheckCircle2} title="Practice Objectives" items={buyer.objectives} />
    </Card>
  );
}
