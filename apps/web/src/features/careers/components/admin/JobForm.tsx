import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  EMPLOYMENT_TYPES,
  JOB_TRANSLATION_LANGUAGES,
  JobInputSchema,
  type JobTranslation,
  type JobTranslationLanguage,
} from '@mizani/shared';
import { Field, Select, invalid, issuesByField } from '@/components/admin-form/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { jobsChanged, saveJob, type AdminJob } from '../../api/jobs-admin';

/** The words of a posting in one language, as the form edits them (lists one item per line). */
interface Texts {
  title: string;
  department: string;
  location: string;
  salaryRange: string;
  description: string;
  requirements: string;
  responsibilities: string;
}
type Translations = Record<JobTranslationLanguage, Texts | null>;

const LANGUAGE_NAMES: Record<JobTranslationLanguage, string> = { fr: 'Français', sw: 'Kiswahili' };
const LANGUAGE_IN_ENGLISH: Record<JobTranslationLanguage, string> = {
  fr: 'French',
  sw: 'Swahili',
};

const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const toTexts = (j: Partial<JobTranslation> | null | undefined): Texts => ({
  title: j?.title ?? '',
  department: j?.department ?? '',
  location: j?.location ?? '',
  salaryRange: j?.salaryRange ?? '',
  description: j?.description ?? '',
  requirements: (j?.requirements ?? []).join('\n'),
  responsibilities: (j?.responsibilities ?? []).join('\n'),
});
const fromTexts = (t: Texts) => ({
  ...t,
  requirements: lines(t.requirements),
  responsibilities: lines(t.responsibilities),
});
/** Errors of a translation's field come back as "translations.fr.title"; the rest by field. */
const errorKey = (path: readonly PropertyKey[]) =>
  path[0] === 'translations' ? path.slice(0, 3).join('.') : String(path[0]);

/**
 * A job opening's fields, with optional French and Swahili versions in their own tabs (decision
 * 020): a language left unpublished shows the English posting on /fr/careers or /sw/careers.
 * Lists (requirements, responsibilities) take one item per line. One save writes them all.
 */
export function JobForm({ job, onDone }: { job: AdminJob | null; onDone: () => void }) {
  const id = useId();
  const qc = useQueryClient();
  const [d, setD] = useState<Texts>(() => toTexts(job));
  const [employmentType, setEmploymentType] = useState<string>(job?.employmentType ?? 'full-time');
  const [isActive, setIsActive] = useState(job?.isActive ?? true);
  const [tr, setTr] = useState<Translations>(() => ({
    fr: job?.translations.fr ? toTexts(job.translations.fr) : null,
    sw: job?.translations.sw ? toTexts(job.translations.sw) : null,
  }));
  const [tab, setTab] = useState('en');
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** Shows the errors, on the first tab that has one when the current tab has none. */
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const tabOf = (k: string) => (k.startsWith('translations.') ? k.split('.')[1]! : 'en');
    const tabs = Object.keys(found).map(tabOf);
    if (tabs.length && !tabs.includes(tab)) setTab(tabs[0]!);
  };

  const save = useMutation({
    mutationFn: (body: unknown) => saveJob(job, body),
    onSuccess: () => {
      toast.success(job ? 'Opening saved' : 'Opening created');
      jobsChanged(qc);
      onDone();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) showErrors(err.fields);
      toast.error('Could not save the opening', {
        description: errorText(err),
      });
    },
  });
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      ...fromTexts(d),
      employmentType,
      isActive,
      translations: {
        fr: tr.fr ? fromTexts(tr.fr) : null,
        sw: tr.sw ? fromTexts(tr.sw) : null,
      },
    };
    const parsed = JobInputSchema.safeParse(body);
    if (!parsed.success) {
      showErrors(issuesByField(parsed.error.issues, errorKey));
      return;
    }
    setErrors({});
    save.mutate(body);
  }

  /** The text fields of one language: `prefix` names its errors ("" or "translations.fr."). */
  const textFields = (
    values: Texts,
    change: (next: Texts) => void,
    prefix: string,
    salaryHint?: string,
  ) => {
    const text = (
      k: keyof Texts,
      label: string,
      opts: { area?: boolean; className?: string; hint?: string } = {},
    ) => {
      const fid = `${id}-${prefix}${k}`;
      const error = errors[`${prefix}${k}`];
      const props = {
        id: fid,
        value: values[k],
        onChange: (e: { target: { value: string } }) => {
          change({ ...values, [k]: e.target.value });
          // The field's error goes once it is edited; the others stay until the next save.
          if (error) setErrors(({ [`${prefix}${k}`]: _, ...rest }) => rest);
        },
        ...invalid(fid, error),
      };
      return (
        <Field id={fid} label={label} error={error} className={opts.className} hint={opts.hint}>
          {opts.area ? <Textarea rows={4} {...props} /> : <Input {...props} />}
        </Field>
      );
    };
    return {
      title: text('title', 'Title', { className: 'sm:col-span-2' }),
      department: text('department', 'Department'),
      location: text('location', 'Location'),
      salaryRange: text('salaryRange', 'Salary range (optional)', { hint: salaryHint }),
      description: text('description', 'Description', { area: true, className: 'sm:col-span-2' }),
      requirements: text('requirements', 'Requirements', { area: true, hint: 'One per line' }),
      responsibilities: text('responsibilities', 'Responsibilities', {
        area: true,
        hint: 'One per line',
      }),
    };
  };

  const english = textFields(d, setD, '');
  const hasErrors = (prefix: string) =>
    Object.keys(errors).some((k) =>
      prefix ? k.startsWith(prefix) : !k.startsWith('translations.'),
    );

  return (
    <form onSubmit={submit} noValidate>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Posting language">
          <TabsTrigger value="en">English{hasErrors('') ? <ErrorMark /> : null}</TabsTrigger>
          {JOB_TRANSLATION_LANGUAGES.map((l) => (
            <TabsTrigger key={l} value={l}>
              <span lang={l}>{LANGUAGE_NAMES[l]}</span>
              {hasErrors(`translations.${l}.`) ? <ErrorMark /> : null}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="en" className="grid gap-4 sm:grid-cols-2">
          {english.title}
          {english.department}
          {english.location}
          <Field id={`${id}-type`} label="Employment type" error={errors.employmentType}>
            <Select
              id={`${id}-type`}
              value={employmentType}
              onChange={(e) => setEmploymentType(e.target.value)}
            >
              {EMPLOYMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t.replace(/-/g, ' ')}
                </option>
              ))}
            </Select>
          </Field>
          {english.salaryRange}
          {english.description}
          {english.requirements}
          {english.responsibilities}
          <div className="flex items-center gap-2 sm:col-span-2">
            <input
              id={`${id}-active`}
              type="checkbox"
              className="size-4 accent-primary"
              checked={isActive}
              onChange={(e) => setIsActive(e.target.checked)}
            />
            <label htmlFor={`${id}-active`} className="text-sm">
              Active (shown on /careers)
            </label>
          </div>
        </TabsContent>
        {JOB_TRANSLATION_LANGUAGES.map((l) => {
          const values = tr[l];
          const fields = values
            ? textFields(
                values,
                (next) => setTr((all) => ({ ...all, [l]: next })),
                `translations.${l}.`,
                'Empty: the English figures are shown',
              )
            : null;
          return (
            <TabsContent key={l} value={l} className="grid gap-4 sm:grid-cols-2">
              <div className="flex items-start gap-2 sm:col-span-2">
                <input
                  id={`${id}-${l}-on`}
                  type="checkbox"
                  className="mt-0.5 size-4 accent-primary"
                  checked={!!values}
                  // Turned on, it starts empty (but for the place, often written the same) so
                  // no English is published as a translation by mistake.
                  onChange={(e) =>
                    setTr((all) => ({
                      ...all,
                      [l]: e.target.checked ? { ...toTexts(null), location: d.location } : null,
                    }))
                  }
                />
                <label htmlFor={`${id}-${l}-on`} className="text-sm">
                  Publish a {LANGUAGE_IN_ENGLISH[l]} version
                  <span className="block text-xs text-muted-foreground">
                    Without one, /{l}/careers shows the English posting with a note that it is
                    published in English.
                  </span>
                </label>
              </div>
              {fields ? (
                <>
                  {fields.title}
                  {fields.department}
                  {fields.location}
                  {fields.salaryRange}
                  {fields.description}
                  {fields.requirements}
                  {fields.responsibilities}
                </>
              ) : null}
            </TabsContent>
          );
        })}
      </Tabs>
      <div className="mt-4 flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : job ? 'Save job' : 'Create job'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ErrorMark() {
  return <span className="size-2 rounded-full bg-destructive" role="img" aria-label="has errors" />;
}
