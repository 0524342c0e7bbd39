import type { LucideIcon } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft, Hourglass, LayoutDashboard, Library, Mic } from 'lucide-react';
import { PageContainer } from '../../../components/page-container';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { BulletList } from '../../../components/bullet-list';

export interface ComingSoonPageProps {
  icon: LucideIcon;
  title: string;
  description: string;
  features: string[];
}

/** A coming-soon screen with a back link and links to /practice, /library and /. */
export function ComingSoonPage({ icon: Icon, title, description, features }: ComingSoonPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // react-router gives the first history entry the key 'default': then "back" means the dashboard.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <PageContainer>
      <Button variant="link" onClick={goBack} className="mb-4 h-auto px-0">
        <ArrowLeft aria-hidden /> Back
      </Button>
      <Card className="mx-auto max-w-2xl p-8 text-center sm:p-10">
        <div className="mx-auto mb-4 flex size-16 items-center justify-center rounded-2xl bg-rose-50 text-rose-700">
          <Icon className="size-8" aria-hidden />
        </div>
        <Badge tone="yellow">
          <Hourglass className="size-3" aria-hidden /> Coming soon
        </Badge>
        <h1 className="mt-3 font-serif text-3xl font-semibold">{title}</h1>
        <p className="mx-auto mt-2 max-w-lg text-stone-600">{description}</p>
        <BulletList items={features} className="mx-auto mt-6 max-w-md text-left" />
        <p className="mt-8 text-sm font-medium text-stone-700">In the meantime:</p>
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/practice">
              <Mic aria-hidden /> Practice
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/library">
              <Library aria-hidden /> Training Library
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">
              <LayoutDashboard aria-hidden /> Dashboard
            </Link>
          </Button>
        </div>
      </Card>
    </PageContainer>
  );
}
