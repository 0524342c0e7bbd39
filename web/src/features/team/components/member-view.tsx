import { Users } from 'lucide-react';
import type { Team } from '@ringready/core/team';
import { PageContainer, PageHeader } from '../../../components/page-container';
import { Card } from '../../../components/ui/card';
import { TEAM_TITLE, roleLabel } from '../team-format';
import { MyFigures } from './my-figures';
import { MyPaths } from './my-paths';

/**
 * A plain member: their team, their certification paths and their own figures (team-wide figures are for
 * admins and managers).
 */
export function MemberView({ team }: { team: Team }) {
  return (
    <PageContainer className="grid grid-cols-1 gap-6">
      <PageHeader title={TEAM_TITLE} description={`Your progress as part of ${team.name}.`} />
      <Card className="flex items-start gap-4 p-5">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-rose-50 text-rose-700">
          <Users className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{team.name}</p>
          <p className="text-sm text-stone-600">
            You are a {roleLabel(team.role).toLowerCase()} of this team. Your manager can see your practice
            figures and reports and may assign you scenarios to practise; you will find those on your
            dashboard.
          </p>
        </div>
      </Card>
      <MyPaths />
      <MyFigures />
    </PageContainer>
  );
}
