import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { Card, CardContent } from './ui/card';
import { PageContainer } from './page-container';
import { BulletList } from './bullet-list';
import { cn } from '../lib/utils';

export interface NextReleasePlaceholderProps {
  icon: LucideIcon;
  title: string;
  summary: string;
  /** What the finished screen will do. */
  features: string[];
  children?: ReactNode;
}

/** A clearly marked placeholder for a screen that ships in the next release. */
export function NextReleasePlaceholder({
  icon: Icon,
  title,
  summary,
  features,
  children,
}: NextReleasePlaceholderProps) {
  return (
    <PageContainer>
      <Card className="mx-auto max-w-2xl overflow-hidden">
        <div className="bg-gradient-to-br from-rose-50 via-white to-amber-50 px-6 pt-8 pb-6 text-center sm:px-10">
          <div
            className={cn(
              'mx-auto mb-4 flex size-14 items-center justify-center rounded-2xl',
              'bg-white text-rose-700 shadow-sm ring-1 ring-rose-100',
            )}
          >
            <Icon className="size-7" aria-hidden />
          </div>
          <Badge tone="rose" className="mb-3">
            <Sparkles className="size-3" aria-hidden /> Coming in the next release
          </Badge>
          <h1 className="font-serif text-3xl font-semibold tracking-tight">{title}</h1>
          <p className="mt-2 text-stone-600">{summary}</p>
        </div>
        <CardContent className="px-6 pt-6 sm:px-10">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-stone-500 uppercase">
            What it will do
          </h2>
          <BulletList items={features} />
          {children}
          <div className="mt-8 flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to="/">
                <ArrowLeft aria-hidden /> Back to Dashboard
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
