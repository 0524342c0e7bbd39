import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';

const TONES = {
  rose: 'bg-rose-50 text-rose-700',
  green: 'bg-green-50 text-green-700',
  red: 'bg-red-50 text-red-700',
} as const;

export interface CheckoutMessageProps {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
  action: { to: string; label: string };
  /** Announce the text as an alert (errors). */
  alert?: boolean;
}

/** A centred card with an icon, a heading, a short text and one link: the checkout pages' states. */
export function CheckoutMessage({ icon: Icon, tone, title, children, action, alert }: CheckoutMessageProps) {
  return (
    <Card className="w-full max-w-lg p-6 text-center sm:p-8">
      <div className={cn('mx-auto mb-4 flex size-14 items-center justify-center rounded-full', TONES[tone])}>
        <Icon className="size-7" aria-hidden />
      </div>
      <h1 className="font-serif text-2xl font-semibold">{title}</h1>
      <div role={alert ? 'alert' : undefined} className="mt-2 text-stone-600">
        {children}
      </div>
      <Button asChild variant={tone === 'red' ? 'outline' : 'default'} className="mt-6">
        <Link to={action.to}>{action.label}</Link>
      </Button>
    </Card>
  );
}
