import { Link } from 'react-router';
import { Library, Mic } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

export function TrainingTab() {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-rose-50 text-rose-700">
            <Library className="size-5" aria-hidden />
          </div>
          <CardTitle className="text-base">Training Library</CardTitle>
          <CardDescription>
            Short video lessons on discovery, objections, pricing conversations and closing.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/library">Browse the library</Link>
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-rose-50 text-rose-700">
            <Mic className="size-5" aria-hidden />
          </div>
          <CardTitle className="text-base">Practice with AI buyers</CardTitle>
          <CardDescription>
            Role-play a consultation with the Analyzer, Boss, Dreamer or Relater.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/practice">Choose a buyer</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
