import { useState } from 'react';
import { Link } from 'react-router';
import { BarChart3, BookOpen, ShieldCheck, Trophy, Users } from 'lucide-react';
import { DEFAULT_TIER, PLANS } from '@ringready/core/plans';
import type { Plan, Tier } from '@ringready/core/plans';
import { BrandMark } from '../../../components/brand-mark';
import { BulletList } from '../../../components/bullet-list';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useCheckoutTerms } from '../api';
import { distinctFeatures, sharedFeatures } from '../plan-features';
import { CheckoutDialog } from './checkout-dialog';
import { PlanCard } from './plan-card';

const HIGHLIGHTS = [
  { icon: Users, title: '4 AI Buyer Types', text: 'Analyzer, Boss, Dreamer and Relater.' },
  { icon: BarChart3, title: 'Real-Time Analysis', text: 'Live score, talk/listen ratio and hints.' },
  { icon: BookOpen, title: 'Training Library', text: 'Lessons from wedding sales coaches.' },
  { icon: Trophy, title: 'Proven Results', text: 'Scored reports that show your progress.' },
];

const REASONS = [
  'Built for photographers, planners, venues and every wedding pro who sells on the phone.',
  'Practise the hard conversations — price, hesitation, family sign-off — before they cost you a booking.',
  'Every report turns your numbers into concrete next steps.',
];

const SHARED = sharedFeatures(PLANS);

const ASSURANCES = ['30-day money-back guarantee', 'No setup fees', 'Cancel anytime'];

export function SignupPage() {
  const [selected, setSelected] = useState<Tier>(DEFAULT_TIER);
  const [checkoutPlan, setCheckoutPlan] = useState<Plan | null>(null);
  // Only fetched when a token exists: a signed-in user subscribes with the account's e-mail.
  const user = useCurrentUser();
  const trialDays = useCheckoutTerms().data?.trialDays ?? 0;

  return (
    <div className="bg-gradient-to-b from-rose-50 via-stone-50 to-stone-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <header className="flex items-center justify-between">
          <BrandMark />
          <Link to="/login" className="rounded text-sm font-medium text-rose-700 hover:underline">
            Sign in
          </Link>
        </header>

        <section className="mx-auto mt-12 max-w-3xl text-center">
          <h1 className="font-serif text-5xl font-semibold tracking-tight text-stone-900">RingReady</h1>
          <p className="mt-4 text-xl text-stone-700">
            Where Wedding Pros Practice the Science of Selling, Powered by AI
          </p>
          {trialDays > 0 && !user.data?.subscription && (
            <p className="mt-4 font-medium text-rose-800">
              Every plan starts with a {trialDays}-day free trial: your first charge is when it ends.
            </p>
          )}
          {user.data?.subscription && (
            <p
              role="status"
              className="mt-6 rounded-lg border border-rose-200 bg-white px-4 py-3 text-stone-700"
            >
              You are on the {user.data.subscription.planName} plan.{' '}
              <Link to="/settings/billing" className="font-medium text-rose-700 underline">
                Change it in Settings → Billing
              </Link>
            </p>
          )}
        </section>

        <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
              <Icon className="size-6 text-rose-700" aria-hidden />
              <p className="mt-3 font-semibold text-stone-900">{title}</p>
              <p className="mt-1 text-sm text-stone-600">{text}</p>
            </li>
          ))}
        </ul>

        <section aria-labelledby="plans-heading" className="mt-14">
          <h2 id="plans-heading" className="text-center font-serif text-3xl font-semibold">
            Choose your plan
          </h2>
          <p className="mt-2 text-center text-stone-600">
            Billed monthly. Every plan includes all four AI buyers, the full video library and round-the-clock
            access.
          </p>
          <div className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3">
            {PLANS.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                features={distinctFeatures(plan, SHARED)}
                selected={plan.id === selected}
                onSelect={() => {
                  setSelected(plan.id);
                  setCheckoutPlan(plan);
                }}
              />
            ))}
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-stone-700">
            {ASSURANCES.map((a) => (
              <li key={a} className="flex items-center gap-1.5">
                <ShieldCheck className="size-4 text-green-700" aria-hidden /> {a}
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="why-heading"
          className="mx-auto mt-16 max-w-3xl rounded-2xl bg-white p-8 shadow-sm ring-1 ring-stone-200"
        >
          <h2 id="why-heading" className="font-serif text-2xl font-semibold">
            Why Choose RingReady?
          </h2>
          <BulletList items={REASONS} className="mt-4" />
        </section>
      </div>
      <CheckoutDialog
        plan={checkoutPlan}
        lockedEmail={user.data?.email}
        onClose={() => setCheckoutPlan(null)}
      />
    </div>
  );
}
