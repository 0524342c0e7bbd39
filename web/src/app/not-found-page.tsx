import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { Button } from '../components/ui/button';
import { PageContainer } from '../components/page-container';

export function NotFoundPage() {
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-rose-50 text-rose-700">
        <Compass className="size-7" aria-hidden />
      </div>
      <h1 className="font-serif text-3xl font-semibold">404 Page Not Found</h1>
      <p className="mt-2 max-w-md text-stone-600">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild className="mt-6">
        <Link to="/">Go to Dashboard</Link>
      </Button>
    </PageContainer>
  );
}
