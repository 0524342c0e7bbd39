import { CheckCircle2, Compass, Target } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { BuyerType } from '@ringready/core/buyer-types';
import { Card } from '../../../components/ui/card';
import { BulletList } from '../../../components/bullet-list';

function Section({ icon: Icon, title, items }: { icon: LucideIcon; title: string; items: string[] }) {
  return (
    <section className="p-5">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-stone-900">
        <Icon className="size-4 text-rose-700" aria-hidden /> {title}
      </h3>
      <BulletList items={items} className="mt-2" small />
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
