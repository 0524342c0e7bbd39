import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BarChart3, Library, MessagesSquare } from 'lucide-react';
import { BrandMark } from '../../../components/brand-mark';
import { cn } from '../../../lib/utils';

const HIGHLIGHTS = [
  { icon: MessagesSquare, text: 'Practise consultations with four AI buyer types' },
  { icon: BarChart3, text: 'Get scored reports on your real calls' },
  { icon: Library, text: 'Learn from a library of sales training videos' },
];

/** Centred card on phones; brand panel + form side by side on large screens. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 min-h-screen lg:grid-cols-2">
      <aside
        className={cn(
          'relative hidden overflow-hidden bg-gradient-to-br from-rose-800 via-rose-700',
          'to-amber-700 p-12 text-white lg:flex lg:flex-col lg:justify-between',
        )}
      >
        <div
          className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full border-[40px] border-white/10"
          aria-hidden
        />
        <div
          className="pointer-events-none absolute -bottom-32 -left-20 size-80 rounded-full border-[32px] border-white/5"
          aria-hidden
        />
        <Link to="/signup" className="relative inline-flex w-fit items-center gap-2 rounded-md">
          <BrandMark showText={false} />
          <span className="font-serif text-2xl font-semibold">RingReady</span>
        </Link>
        <div className="relative max-w-md">
          <p className="font-serif text-3xl leading-snug font-semibold">
            Where Wedding Pros Practice the Science of Selling, Powered by AI
          </p>
          <ul className="mt-8 space-y-4">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-rose-50">
                <span className="flex size-9 items-center justify-center rounded-lg bg-white/15">
                  <Icon className="size-5" aria-hidden />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-rose-100">Turn every inquiry into a booked date.</p>
      </aside>
      <div className="flex items-center justify-center bg-gradient-to-b from-rose-50/60 to-stone-50 px-4 py-10 sm:px-6">
        <div className="w-full max-w-md">
          <div className="mb-8 flex justify-center lg:hidden">
            <BrandMark />
          </div>
          <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
            <h1 className="font-serif text-3xl font-semibold tracking-tight">{title}</h1>
            {subtitle && <p className="mt-1 text-stone-600">{subtitle}</p>}
            <div className="mt-6">{children}</div>
          </div>
        </div>
      </div>
    </div>
  );
}
