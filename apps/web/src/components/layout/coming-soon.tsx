import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ArrowRight, BellRing, Building2, LineChart, LifeBuoy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';

interface ComingSoonProps {
  /** Route path, for head tags. */
  path: string;
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** What the finished page will offer, as short bullet points. */
  highlights?: readonly string[];
  icon?: ReactNode;
}

const ELSEWHERE = [
  {
    to: paths.rates.getHref(),
    label: 'Live Rates',
    text: 'Real-time pan-African exchange rates',
    Icon: LineChart,
  },
  {
    to: paths.about.getHref(),
    label: 'About Us',
    text: 'Who we are and the markets we serve',
    Icon: Building2,
  },
  {
    to: paths.support.contact.getHref(),
    label: 'Contact Support',
    text: 'Phone, email and live chat',
    Icon: LifeBuoy,
  },
] as const;

/** The one layout of every placeholder page (spec §2 Placeholder pages). */
export function ComingSoon({ path, eyebrow, title, intro, highlights, icon }: ComingSoonProps) {
  return (
    <>
      <Seo path={path} />
      <section className="relative overflow-hidden border-b border-border bg-surface">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(36rem_18rem_at_50%_0%,rgb(16_185_129/0.10),transparent_70%)]"
        />
        <div className="container-page relative pb-16 pt-8 text-center sm:pb-20 sm:pt-12">
          <div className="mx-auto flex size-14 items-center justify-center rounded-2xl border border-border bg-white text-navy-800 shadow-card">
            {icon ?? <BellRing className="size-6" aria-hidden="true" />}
          </div>
          <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-gold-200 bg-gold-50 px-3 py-1 text-xs font-semibold uppercase tracking-[0.12em] text-gold-700">
            {eyebrow} · Coming soon
          </p>
          <h1 className="mx-auto mt-5 max-w-3xl text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl">
            {title}
          </h1>
          <div className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">
            {intro}
          </div>
          {highlights?.length ? (
            <ul className="mx-auto mt-8 flex max-w-2xl flex-wrap justify-center gap-2">
              {highlights.map((h) => (
                <li
                  key={h}
                  className="rounded-full border border-border bg-white px-3.5 py-1.5 text-sm text-slate-700"
                >
                  {h}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.support.contact.getHref()}>
                <BellRing aria-hidden="true" />
                Get Notified
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.home.getHref()}>
                <ArrowLeft aria-hidden="true" />
                Back to Home
              </Link>
            </Button>
          </div>
        </div>
      </section>
      <section aria-labelledby="coming-soon-elsewhere" className="py-16 sm:py-20">
        <div className="container-page">
          <h2 id="coming-soon-elsewhere" className="text-xl font-semibold text-navy-900">
            In the meantime
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {ELSEWHERE.map(({ to, label, text, Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="group flex h-full items-start gap-4 rounded-2xl border border-border bg-card p-5 shadow-card transition-colors hover:border-navy-300"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-navy-50 text-navy-800">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0">
                    <span className="flex items-center gap-1 font-semibold text-navy-900">
                      {label}
                      <ArrowRight
                        className="size-4 transition-transform group-hover:translate-x-0.5"
                        aria-hidden="true"
                      />
                    </span>
                    <span className="mt-1 block text-sm text-slate-600">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
