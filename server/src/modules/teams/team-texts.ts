import { INVITATION_DAYS } from '@ringready/core/team';

/** What the team routes answer, as the user reads it. */
export const TEAM_TEXTS = {
  alreadyInTeam: 'You are already part of a team. Leave it before you create or join another one.',
  inviteeInTeam: (email: string) => `${email} is already part of a team.`,
  inviteeInYourTeam: (email: string) => `${email} is already a member of your team.`,
  noSeats: (limit: number) =>
    `Your team has no free seats: all ${limit} are taken by members and pending invitations. ` +
    'Remove a member or withdraw an invitation first.',
  teamPlanInactive:
    "This team's Master plan is not active, so no one can join it right now. Please ask the team's admin.",
  memberNotFound: 'Team member not found',
  invitationNotFound: 'Invitation not found',
  ownerStaysAdmin: "The team's owner is always its admin.",
  ownerCannotBeRemoved: "The team's owner cannot be removed from it.",
  ownerCannotLeave: 'You own this team, so you cannot leave it.',
  tooManyInvitations: 'You have sent too many invitations. Please try again in an hour.',
  invalidLink: 'This invitation link is not valid. Please ask your team admin for a new one.',
  usedLink: 'This invitation has already been used. Sign in to continue.',
  revokedLink: 'This invitation was withdrawn. Please ask your team admin for a new one.',
  expiredLink:
    `This invitation has expired (links are valid for ${INVITATION_DAYS} days). ` +
    'Please ask your team admin for a new one.',
  signInAs: (email: string) => `Sign in as ${email} to accept this invitation.`,
  nameRequired: 'Please enter your name',
  passwordRequired: 'Please choose a password',
} as const;
