/** The three monthly plans: Essential, Professional and Master. Limits: -1 means unlimited. */
export type Tier = 'tier1' | 'tier2' | 'tier3';

export interface Plan {
  id: Tier;
  name: string;
  description: string;
  price: number;
  period: 'month';
  minutesLimit: number | 'Unlimited';
  analysesLimit: number;
  features: string[];
  popular: boolean;
  ctaText: string;
}

const COMMON_FEATURES = ['4 AI buyer types', 'Training library', '24/7 access'];

export const PLANS: readonly Plan[] = [
  {
    id: 'tier1',
    name: 'Essential',
    description: 'For solo wedding pros sharpening their consultations.',
    price: 95,
    period: 'month',
    minutesLimit: 60,
    analysesLimit: 3,
    features: ['60 practice minutes per month', '3 real call analyses per month', ...COMMON_FEATURES],
    popular: false,
    ctaText: 'Start Essential',
  },
  {
    id: 'tier2',
    name: 'Professional',
    description: 'For busy photographers, planners and venues booking every week.',
    price: 195,
    period: 'month',
    minutesLimit: 300,
    analysesLimit: 10,
    features: [
      '300 practice minutes per month',
      '10 real call analyses per month',
      ...COMMON_FEATURES,
      'Live office hours',
      'Detailed analytics',
      'Progress tracking',
    ],
    popular: true,
    ctaText: 'Start Professional',
  },
  {
    id: 'tier3',
    name: 'Master',
    description: 'For sales teams and studios that want every call to book.',
    price: 395,
    period: 'month',
    minutesLimit: 'Unlimited',
    analysesLimit: 25,
    features: [
      'Unlimited practice minutes',
      '25 real call analyses per month',
      ...COMMON_FEATURES,
      'Custom coaching',
      'Team management',
      'API access',
      'Phone support',
    ],
    popular: false,
    ctaText: 'Start Master',
  },
];

export const DEFAULT_TIER: Tier = 'tier2';
export const TIERS = PLANS.map((p) => p.id);

export function findPlan(tier: string): Plan | undefined {
  return PLANS.find((p) => p.id === tier);
}

/** Plan name for a tier as the checkout success page shows it. */
export function planName(tier: string | null | undefined): string {
  return (tier && findPlan(tier)?.name) || 'Unknown';
}

/** The subscription's limits in the API's shape (minutes, -1 = unlimited). */
export function planLimits(tier: Tier): { practiceMinutesLimit: number; realCallAnalysesLimit: number } {
  const plan = findPlan(tier);
  if (!plan) throw new Error(`Unknown plan tier: ${tier}`);
  return {
    practiceMinutesLimit: plan.minutesLimit === 'Unlimited' ? -1 : plan.minutesLimit,
    realCallAnalysesLimit: plan.analysesLimit,
  };
}
