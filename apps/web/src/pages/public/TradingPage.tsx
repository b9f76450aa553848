import { Link, Navigate } from 'react-router';
import { ArrowLeftRight, LineChart, LogIn, ShieldCheck, UserPlus, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/session';
import { RequestDialogTrigger } from '@/features/requests/components/RequestDialogTrigger';

const FEATURES = [
  {
    title: 'Live rates',
    text: 'Real-time quotes on 50+ currency pairs, locked before you confirm.',
    Icon: LineChart,
  },
  {
    title: 'Multi-currency wallet',
    text: 'Hold, convert and withdraw balances in USD and 8 African currencies.',
    Icon: Wallet,
  },
  {
    title: 'Secure by design',
    text: 'Two-factor authentication and verified accounts protect every trade.',
    Icon: ShieldCheck,
  },
];

/** Spec §2 /trading: signed-in users go to the dashboard's trading tab; others see this landing. */
export default function TradingPage() {
  const { user } = useAuth();
  if (user) return <Navigate to={paths.dashboard.getHref('trading')} replace />;

  return (
    <>
      <Seo path={paths.trading.path} />
      <PageHero
        eyebrow="Exchange"
        title="Exchange currencies at live rates"
        intro="Convert between USD, EUR, GBP and African currencies in seconds. Sign in to your account to place an order, or create one to get started."
        actions={
          <>
            <Button asChild size="lg">
              <Link to={paths.auth.getHref()}>
                <LogIn aria-hidden="true" />
                Sign In to Exchange
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={`${paths.auth.getHref()}?tab=signup`}>
                <UserPlus aria-hidden="true" />
                Create Account
              </Link>
            </Button>
          </>
        }
        aside={
          <div className="rounded-2xl border border-border bg-white p-6 shadow-card">
            <ArrowLeftRight className="size-6 text-emerald-700" aria-hidden="true" />
            <p className="mt-4 font-semibold text-navy-900">Need a larger conversion?</p>
            <p className="mt-1 text-sm text-slate-600">
              Corporate and institutional clients can request a firm quote from our desk.
            </p>
            <RequestDialogTrigger dialog="quote">
              <Button variant="outline" className="mt-4 w-full sm:w-auto">
                Request a Quote
              </Button>
            </RequestDialogTrigger>
          </div>
        }
      />
      <Section id="why-exchange" title="Everything you need to exchange">
        <ul className="grid gap-5 md:grid-cols-3">
          {FEATURES.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-card">
              <Icon className="size-6 text-emerald-700" aria-hidden="true" />
              <h3 className="mt-4 font-semibold text-navy-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
