import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Crown, Loader2, Mail } from 'lucide-react';
import { FEATURE_UPGRADE_TEXT, planIncludes } from '@ringready/core/billing';
import { TEAM_NAME_MAX } from '@ringready/core/team';
import { FormField, fieldA11y } from '../../../components/form-field';
import { PageContainer, PageHeader } from '../../../components/page-container';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-request';
import { BILLING_PATH, currentTier } from '../../../lib/subscription';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useCreateTeam } from '../api';
import { TEAM_TITLE } from '../team-format';
import { validateTeamName } from '../validate-team';
import { MyFigures } from './my-figures';

/** Creating a team: its name (the creator becomes its admin). Server refusals are shown under the field. */
function CreateTeamForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateTeam();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateTeamName(name);
    setError(invalid);
    if (invalid) {
      document.getElementById('team-name')?.focus();
      return;
    }
    create.mutate(name.trim(), {
      onSuccess: (team) =>
        toast({ variant: 'success', title: 'Team created', description: `Welcome to ${team.name}.` }),
      onError: (err) => setError(getErrorMessage(err, 'Your team could not be created. Please try again.')),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Create a team" className="grid grid-cols-1 gap-3">
      <FormField id="team-name" label="Team name" error={error}>
        <Input
          {...fieldA11y('team-name', error)}
          value={name}
          maxLength={TEAM_NAME_MAX}
          placeholder="e.g. Bloom & Vine Sales"
          onChange={(e) => setName(e.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={create.isPending} className="w-full sm:w-fit">
        {create.isPending && <Loader2 className="animate-spin" aria-hidden />}
        Create team
      </Button>
    </form>
  );
}

/** No team yet: the caller's own figures, how to join a team, and how to create one (Master plans). */
export function NoTeamView() {
  const user = useCurrentUser();
  const canCreate = user.isSuccess && planIncludes(currentTier(user.data.subscription), 'team');
  return (
    <PageContainer className="grid grid-cols-1 gap-6">
      <PageHeader
        title={TEAM_TITLE}
        description="You are not part of a team yet. Here are your own figures in the meantime."
      />
      <MyFigures />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <Mail className="size-4 text-rose-700" aria-hidden /> Join your team
            </CardTitle>
            <CardDescription>
              Ask your manager for an invitation link. It arrives by e-mail; open it and you are in, with your
              practice figures shared with your team's managers.
            </CardDescription>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <Crown className="size-4 text-rose-700" aria-hidden /> Create a team
            </CardTitle>
            <CardDescription>
              Invite your salespeople, follow their progress and assign them scenarios to practise.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {canCreate ? (
              <CreateTeamForm />
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <p className="text-sm font-medium text-stone-800">{FEATURE_UPGRADE_TEXT.team}</p>
                <Button asChild variant="outline" size="sm">
                  <Link to={BILLING_PATH}>Upgrade to Master</Link>
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
