import type { User } from '@ringready/core/api';
import type { Assignment, Team, TeamMember, TeamStats } from '@ringready/core/team';
import { demoUser } from './fixtures';

export const SAM_ID = '11111111-1111-4111-8111-111111111111';
export const ALEX_ID = '22222222-2222-4222-8222-222222222222';
export const MANAGER_ID = '33333333-3333-4333-8333-333333333333';

export const managerUser: User = {
  ...demoUser,
  id: MANAGER_ID,
  name: 'Morgan Manager',
  email: 'manager@ringready.app',
  subscription: { ...demoUser.subscription!, tier: 'tier3', planName: 'Master' },
};

export function member(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    userId: SAM_ID,
    name: 'Sam Seller',
    email: 'sam@studio.com',
    role: 'member',
    totalSessions: 12,
    averageScore: 74,
    improvementRate: 12.5,
    lastActive: '2026-01-20T10:00:00.000Z',
    strengths: ['Discovery', 'Rapport'],
    needsWork: ['Closing'],
    conversionRate: 40,
    favoriteAgent: 'Boss',
    ...overrides,
  };
}

export function team(overrides: Partial<Team> = {}): Team {
  return {
    id: 't1',
    name: 'Bloom Sales',
    role: 'admin',
    seats: 3,
    seatLimit: 100,
    members: [
      member({ userId: MANAGER_ID, name: 'Morgan Manager', email: 'manager@ringready.app', role: 'admin' }),
      member(),
      member({
        userId: ALEX_ID,
        name: 'Alex Amber',
        email: 'alex@studio.com',
        averageScore: null,
        totalSessions: 0,
      }),
    ],
    invitations: [
      {
        id: 'inv1',
        email: 'new@studio.com',
        role: 'member',
        expiresAt: '2026-01-27T10:00:00.000Z',
        createdAt: '2026-01-20T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function stats(overrides: Partial<TeamStats> = {}): TeamStats {
  return {
    overview: {
      sessions: 42,
      practiceMinutes: 315,
      averageScore: 76,
      averageScoreChange: 4,
      leaderboard: [
        { userId: SAM_ID, name: 'Sam Seller', averageScore: 81, sessions: 9 },
        { userId: ALEX_ID, name: 'Alex Amber', averageScore: 68, sessions: 3 },
      ],
    },
    buyerTypePerformance: [
      { buyerId: 'boss', name: 'Boss', average: 72, trend: 5, sessions: 10 },
      { buyerId: 'analyzer', name: 'Analyzer', average: 64, trend: -3, sessions: 6 },
      { buyerId: 'dreamer', name: 'Dreamer', average: null, trend: null, sessions: 0 },
    ],
    monthlyTrends: [
      { month: '2025-12', avgScore: 70, sessionCount: 20 },
      { month: '2026-01', avgScore: 76, sessionCount: 42 },
    ],
    ...overrides,
  };
}

export function assignment(overrides: Partial<Assignment> = {}): Assignment {
  return {
    id: 'as1',
    userId: SAM_ID,
    userName: 'Sam Seller',
    scenario: {
      id: 'boss-venue-bottom-line',
      title: 'The Groom Who Wants the Bottom Line',
      buyerType: 'boss',
      difficulty: 'advanced',
      trade: null,
    },
    dueAt: '2026-02-01T23:59:59.000Z',
    targetScore: 80,
    createdAt: '2026-01-20T10:00:00.000Z',
    assignedBy: 'Morgan Manager',
    status: 'pending',
    bestScore: null,
    completedAt: null,
    ...overrides,
  };
}
