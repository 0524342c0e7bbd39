import { Link, useNavigate } from 'react-router';
import { Users } from 'lucide-react';
import type { TeamMember } from '@ringready/core/team';
import { EmptyState } from '../../../components/empty-state';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatShortDate } from '../../../lib/assignment-status';
import { formatPercent, formatScore, formatSignedPercent, listOrDash, roleLabel } from '../team-format';

const HEADERS = [
  'Name',
  'Role',
  'Sessions',
  'Avg. score',
  'Improvement',
  'Last active',
  'Strengths',
  'Needs work',
  'Conversion',
  'Favorite buyer',
];

export function memberPath(userId: string): string {
  return `/team/members/${encodeURIComponent(userId)}`;
}

/** Individual Performance: one row per member; the row (or the name link) opens their sessions. */
export function MembersTable({ members }: { members: TeamMember[] }) {
  const navigate = useNavigate();
  if (members.length === 0) {
    return (
      <EmptyState icon={Users} title="No members yet">
        Invite your salespeople and their figures will appear here.
      </EmptyState>
    );
  }
  return (
    // Wide on purpose: it scrolls sideways on small screens (a focusable region, so keys can scroll it).
    <Card
      role="region"
      aria-label="Members' figures"
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-rose-600"
    >
      <table className="w-full min-w-[1120px] text-left text-sm">
        <caption className="sr-only">Individual performance of each team member</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-xs text-stone-600 uppercase">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className="px-3 py-2.5 font-semibold whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {members.map((m) => (
            <tr
              key={m.userId}
              className="cursor-pointer align-top hover:bg-rose-50/60"
              onClick={() => navigate(memberPath(m.userId))}
            >
              <th scope="row" className="px-3 py-3 font-medium">
                <Link
                  to={memberPath(m.userId)}
                  className="rounded text-rose-800 hover:underline"
                  onClick={(e) => e.stopPropagation()}
                >
                  {m.name}
                </Link>
                <span className="block text-xs font-normal text-stone-500">{m.email}</span>
              </th>
              <td className="px-3 py-3">
                <Badge tone={m.role === 'member' ? 'neutral' : 'rose'}>{roleLabel(m.role)}</Badge>
              </td>
              <td className="px-3 py-3 tabular-nums">{m.totalSessions}</td>
              <td className="px-3 py-3 font-semibold tabular-nums">{formatScore(m.averageScore)}</td>
              <td className="px-3 py-3 tabular-nums">{formatSignedPercent(m.improvementRate)}</td>
              <td className="px-3 py-3 whitespace-nowrap">{formatShortDate(m.lastActive)}</td>
              <td className="min-w-48 px-3 py-3 text-stone-700">{listOrDash(m.strengths)}</td>
              <td className="min-w-56 px-3 py-3 text-stone-700">{listOrDash(m.needsWork)}</td>
              <td className="px-3 py-3 tabular-nums">{formatPercent(m.conversionRate)}</td>
              <td className="px-3 py-3">{m.favoriteAgent ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
