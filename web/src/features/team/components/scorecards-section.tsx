import { ClipboardCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-request';
import { useActivateScorecard, useTeamScorecards } from '../programs-api';
import { ScorecardDialog } from './scorecard-dialog';

/** "Scorecards": the team's scorecards (the active one first, marked), making another active, a new one. */
export function ScorecardsSection() {
  const cards = useTeamScorecards();
  const activate = useActivateScorecard();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle className="flex items-center gap-2 text-base">
            <ClipboardCheck className="size-4 text-rose-700" aria-hidden /> Scorecards
          </CardTitle>
          <CardDescription>
            Your members’ practice and real calls are graded on the active one.
          </CardDescription>
        </div>
        <ScorecardDialog />
      </CardHeader>
      <CardContent>
        {cards.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {getErrorMessage(cards.error, 'The scorecards could not be loaded.')}
          </p>
        ) : cards.data && cards.data.length > 0 ? (
          <ul aria-label="Scorecards" className="divide-y divide-stone-100">
            {cards.data.map((card) => (
              <li
                key={card.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="min-w-0">
                  <span className="block font-medium break-words text-stone-900">{card.name}</span>
                  <span className="block text-xs text-stone-600">
                    {card.checks.length} {card.checks.length === 1 ? 'check' : 'checks'} · pass mark{' '}
                    {card.passMark}
                  </span>
                </span>
                {card.active ? (
                  <Badge tone="green" className="self-start sm:self-auto">
                    Active
                  </Badge>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Make active: ${card.name}`}
                    disabled={activate.isPending}
                    onClick={() =>
                      activate.mutate(card.id, {
                        onError: (error) =>
                          toast({
                            variant: 'destructive',
                            title: 'The scorecard could not be made active',
                            description: getErrorMessage(error, 'Please try again.'),
                          }),
                      })
                    }
                  >
                    Make active
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-600">{cards.isPending ? 'Loading...' : 'No scorecards yet.'}</p>
        )}
      </CardContent>
    </Card>
  );
}
