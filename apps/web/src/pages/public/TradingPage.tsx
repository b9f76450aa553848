import { Link, Navigate } from '@/lib/nav';
import { ArrowLeftRight, LineChart, LogIn, ShieldCheck, UserPlus, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/session';
import { useT } from '@/lib/i18n/use-t';
import { RequestDialogTrigger } from '@/features/requests/components/RequestDialogTrigger';
import { SignedInRedirect } from '@/components/signed-in-redirect';

const FEATURES = [
  { n: 1, Icon: LineChart },
  { n: 2, Icon: Wallet },
  { n: 3, Icon: ShieldCheck },
] as const;

/** Spec §2 /trading: signed-in users go to the dashboard's trading tab; others see this landing. */
export default function TradingPage() {
  const { user } = useAuth();
  const { t, lp } = useT();
  if (user) return <Navigate to={paths.dashboard.getHref('trading')} replace />;

  return (
    <>
      <Seo path={paths.trading.path} />
      <SignedInRedirect to={paths.dashboard.getHref('trading')} />
      <PageHero
        eyebrow={t('trading.eyebrow')}
        title={t('trading.title')}
        intro={t('trading.intro')}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={lp(paths.auth.getHref())}>
                <LogIn aria-hidden="true" />
                {t('trading.signIn')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={`${lp(paths.auth.getHref())}?tab=signup`}>
                <UserPlus aria-hidden="true" />
                {t('trading.createAccount')}
              </Link>
            </Button>
          </>
        }
        aside={
          <div className="rounded-2xl border border-border bg-white p-6 shadow-card">
            <ArrowLeftRight className="size-6 text-emerald-700" aria-hidden="true" />
            <p className="mt-4 font-semibold text-navy-900">{t('trading.larger')}</p>
            <p className="mt-1 text-sm text-slate-600">{t('trading.largerText')}</p>
            <RequestDialogTrigger dialog="quote">
              <Button variant="outline" className="mt-4 w-full sm:w-auto">
                {t('common.requestQuote')}
              </Button>
            </RequestDialogTrigger>
          </div>
        }
      />
      <Section id="why-exchange" title={t('trading.featuresTitle')}>
        <ul className="grid gap-5 md:grid-cols-3">
          {FEATURES.map(({ n, Icon }) => (
            <li key={n} className="rounded-2xl border border-border bg-card p-6 shadow-card">
              <Icon className="size-6 text-emerald-700" aria-hidden="true" />
              <h3 className="mt-4 font-semibold text-navy-900">{t(`trading.f${n}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">
                {t(`trading.f${n}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
