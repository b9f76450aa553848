import { lazy, Suspense, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, Briefcase, Clock, DollarSign, Languages, MapPin, Send } from 'lucide-react';
import type { Job, Locale } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';
import { jobsQueryOptions } from '../api/jobs';
import { employmentTypeText } from '../lib/format';
import type { DialogJob } from './JobApplicationDialog';
import { island } from '@/lib/island';

// The dialog (react-hook-form, zod, the schemas) loads when a visitor heads for a button, not
// with the page: the careers page stays light for its first paint.
const loadDialog = () => import('./JobApplicationDialog');
const JobApplicationDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.JobApplicationDialog })),
);
const preloadDialog = () => void loadDialog().catch(() => undefined);

/**
 * Open Positions (spec §2 Careers) and the "Don't See Your Role?" block. Both open the one
 * application dialog: Apply Now with the job, Send Your CV with no job (an open application).
 */
function OpenPositionsView() {
  const { t, locale } = useT();
  const jobs = useQuery(jobsQueryOptions(locale));
  const [dialogJob, setDialogJob] = useState<DialogJob>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const openFor = (job: DialogJob, button?: HTMLElement) => {
    opener.current = button ?? null;
    setDialogJob(job);
    setMounted(true);
    setOpen(true);
  };

  return (
    <>
      <section
        id="open-positions"
        aria-labelledby="open-positions-title"
        className="scroll-mt-24 border-t border-border py-16 sm:py-24"
      >
        {/* Same container and heading style as the page's other sections (components/layout/section). */}
        <div className="container-page">
          <div className="mb-12 max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-emerald-700">
              {t('jobs.hiring')}
            </p>
            <h2
              id="open-positions-title"
              className="mt-3 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
            >
              {t('jobs.title')}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">{t('jobs.intro')}</p>
          </div>

          {jobs.isPending ? (
            <div role="status" aria-live="polite" className="space-y-4">
              <span className="sr-only">{t('jobs.loading')}</span>
              {[0, 1].map((i) => (
                <div
                  key={i}
                  className="h-48 animate-pulse rounded-2xl border border-border bg-muted/50"
                  aria-hidden="true"
                />
              ))}
            </div>
          ) : jobs.isError ? (
            <div
              role="alert"
              className="flex flex-col items-center gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 p-8 text-center"
            >
              <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
              <p className="font-semibold text-foreground">{t('jobs.failed')}</p>
              <Button variant="outline" onClick={() => void jobs.refetch()}>
                {t('jobs.retry')}
              </Button>
            </div>
          ) : jobs.data.length === 0 ? (
            <div className="rounded-2xl border border-border bg-card p-10 text-center">
              <Briefcase className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
              <h3 className="mt-4 text-xl font-semibold text-card-foreground">
                {t('jobs.emptyTitle')}
              </h3>
              <p className="mx-auto mt-2 max-w-md text-muted-foreground">{t('jobs.emptyText')}</p>
            </div>
          ) : (
            <ul className="space-y-6">
              {jobs.data.map((job) => (
                <li key={job.id}>
                  <JobCard
                    job={job}
                    locale={locale}
                    onApply={(button) =>
                      openFor(
                        {
                          id: job.id,
                          title: job.title,
                          department: job.department,
                          location: job.location,
                          language: job.language,
                        },
                        button,
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="your-role-title" className="pb-16 sm:pb-24">
        <div className="container-page">
          <div className="rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
            <h2 id="your-role-title" className="text-2xl font-bold sm:text-3xl">
              {t('jobs.roleTitle')}
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-primary-foreground/85">
              {t('jobs.roleText')}
            </p>
            <Button
              variant="secondary"
              size="lg"
              className="mt-6"
              onPointerEnter={preloadDialog}
              onFocus={preloadDialog}
              onClick={(e) => openFor(null, e.currentTarget)}
            >
              <Send className="size-4" aria-hidden="true" />
              {t('jobs.sendCv')}
            </Button>
          </div>
        </div>
      </section>

      {mounted ? (
        <Suspense fallback={null}>
          <JobApplicationDialog
            job={dialogJob}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={opener}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * One posting. Its texts are in the page's language when the posting has that translation;
 * otherwise they are the English ones, marked `lang="en"` (screen readers switch voice) under a
 * note in the page's language saying so.
 */
function JobCard({
  job,
  locale,
  onApply,
}: {
  job: Job;
  locale: Locale;
  onApply: (button: HTMLElement) => void;
}) {
  const { t } = useT();
  const titleId = `job-${job.id}-title`;
  const lang = job.language !== locale ? job.language : undefined;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={titleId} lang={lang} className="text-xl font-semibold text-card-foreground">
            {job.title}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-1.5">
              <Briefcase className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('jobs.department')} </span>
              <span lang={lang}>{job.department}</span>
            </li>
            <li className="flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('jobs.location')} </span>
              <span lang={lang}>{job.location}</span>
            </li>
            <li
              className={cn('flex items-center gap-1.5', locale === 'en' && 'capitalize')}
              data-testid="employment-type"
            >
              <Clock className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('jobs.employmentType')} </span>
              {employmentTypeText(job.employmentType, t)}
            </li>
            {job.salaryRange ? (
              <li className="flex items-center gap-1.5" data-testid="salary-range">
                <DollarSign className="size-4" aria-hidden="true" />
                <span className="sr-only">{t('jobs.salary')} </span>
                <span lang={lang}>{job.salaryRange}</span>
              </li>
            ) : null}
          </ul>
        </div>
        <Button
          onClick={(e) => onApply(e.currentTarget)}
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
          className="shrink-0"
          aria-describedby={titleId}
        >
          {t('jobs.apply')}
        </Button>
      </div>
      {lang ? (
        <p
          className="mt-4 inline-flex items-center gap-1.5 rounded-md bg-muted px-2.5 py-1 text-xs font-medium text-muted-foreground"
          data-testid="posting-in-english"
        >
          <Languages className="size-3.5" aria-hidden="true" />
          {t('jobs.inEnglish')}
        </p>
      ) : null}
      <p lang={lang} className="mt-5 leading-relaxed text-foreground/90">
        {job.description}
      </p>
      {job.requirements.length > 0 || job.responsibilities.length > 0 ? (
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {job.requirements.length > 0 ? (
            <JobList title={t('jobs.requirements')} items={job.requirements} lang={lang} />
          ) : null}
          {job.responsibilities.length > 0 ? (
            <JobList title={t('jobs.responsibilities')} items={job.responsibilities} lang={lang} />
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function JobList({
  title,
  items,
  lang,
}: {
  title: string;
  items: readonly string[];
  lang?: string;
}) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-card-foreground">{title}</h4>
      <ul lang={lang} className="mt-2 space-y-1.5 text-sm text-muted-foreground">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An island on pre-rendered pages (decision 030). */
export const OpenPositions = island('OpenPositions', OpenPositionsView);
