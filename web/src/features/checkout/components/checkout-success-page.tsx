import { Link, useSearchParams } from 'react-router';
import { CircleAlert, PartyPopper } from 'lucide-react';
import { BrandMark } from '../../../components/brand-mark';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';

export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');

  return (
    <div
      className={cn(
        'flex min-h-screen flex-col items-center justify-center',
        'bg-gradient-to-b from-rose-50 to-stone-50 px-4 py-10',
      )}
    >
      <BrandMark className="mb-8" />
      <Card className="w-full max-w-lg p-8 text-center">
        {sessionId ? (
          <>
            <div
              className={cn(
                'mx-auto mb-4 flex size-14 items-center',
                'justify-center rounded-full bg-rose-50 text-rose-700',
              )}
            >
              <PartyPopper className="size-7" aria-hidden />
            </div>
            <h1 className="font-serif text-2xl font-semibold">Welcome to RingReady</h1>
            <p className="mt-2 text-stone-600">
              Your subscription details will appear here once online checkout opens in the next release.
            </p>
            <Button asChild className="mt-6">
              <Link to="/login">Get Started</Link>
            </Button>
          </>
        ) : (
          <>
            <div className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
              <CircleAlert className="size-7" aria-hidden />
            </div>
            <h1 className="text-2xl font-semibold">Something went wrong</h1>
            <p role="alert" className="mt-2 text-stone-600">
              No session ID found
            </p>
            <Button asChild variant="outline" className="mt-6">
              <Link to="/signup">Back to Signup</Link>
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}
