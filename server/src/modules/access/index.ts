export { membersLedBy } from './member-access.ts';
export {
  emptyFigures,
  memberFigureQueries,
  memberFigures,
  type MemberFigures,
  rowsOf,
} from './member-figures.ts';
export {
  findMembership,
  type Membership,
  NO_TEAM,
  requireTeamLead,
  requireTeamRole,
  TEAM_LEADS,
} from './team-access.ts';
export { monthKey, monthStart, pointsChange, roundedMean } from './team-stats-rules.ts';
