import { PageHero } from '@/components/layout/page-hero';
import { RequestButtons } from './RequestButtons';

export interface ServiceFact {
  value: string;
  label: string;
}

/**
 * The top of a service page: its words, Request a Quote and Schedule a Consultation (`lead`
 * first, as the filled button), and four facts from content/site.ts beside them.
 */
export function ServiceHero({
  content,
  facts,
  lead,
}: {
  content: { eyebrow: string; title: string; intro: string };
  facts: readonly ServiceFact[];
  lead: 'quote' | 'consultation';
}) {
  return (
    <PageHero
      eyebrow={content.eyebrow}
      title={content.title}
      intro={content.intro}
      actions={<RequestButtons lead={lead} primary="default" secondary="outline" />}
      aside={
        <dl className="grid grid-cols-2 gap-4">
          {facts.map((f) => (
            <div
              key={f.label}
              className="rounded-2xl border border-border bg-white p-5 shadow-card"
            >
              <dt className="text-sm text-slate-600">{f.label}</dt>
              <dd className="tabular mt-1 text-2xl font-bold text-navy-900">{f.value}</dd>
            </div>
          ))}
        </dl>
      }
    />
  );
}
