import {
  NEWS_TRANSLATION_LOCALES,
  type NewsTranslationLocale,
  type NewsTranslationValues,
} from '@mizani/shared';
import { Field, invalid } from '@/components/admin-form/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/use-t';

// The French and Swahili versions of an article in the editor (issue 20). Each is optional: off,
// the page in that language shows the English with a note. Slug, cover, date and status are the
// article's own; each language has its own words, including the cover's description.

export type TranslationDrafts = Record<NewsTranslationLocale, NewsTranslationValues | null>;

const EMPTY: NewsTranslationValues = { title: '', summary: '', body: '', coverAlt: '' };

export function NewsTranslations({
  idPrefix,
  value,
  onChange,
  errors,
  hasCover,
}: {
  idPrefix: string;
  value: TranslationDrafts;
  onChange: (next: TranslationDrafts) => void;
  errors: Record<string, string>;
  hasCover: boolean;
}) {
  const { t } = useT();
  return (
    <div className="space-y-4 sm:col-span-2">
      <h3 className="text-sm font-semibold text-navy-900">{t('news.admin.translations')}</h3>
      {NEWS_TRANSLATION_LOCALES.map((l) => {
        const tr = value[l];
        const say = (id: 'version' | 'publish' | 'title' | 'summary' | 'body' | 'coverAlt') =>
          t(`news.admin.tr.${id}`, { lang: l });
        const f = (k: string) => `${idPrefix}-${l}-${k}`;
        const err = (k: keyof NewsTranslationValues) => errors[`translations.${l}.${k}`];
        const set = (k: keyof NewsTranslationValues, v: string) =>
          onChange({ ...value, [l]: { ...(tr ?? EMPTY), [k]: v } });
        return (
          <fieldset key={l} className="rounded-lg border border-border p-4">
            <legend className="px-1 text-sm font-medium text-navy-900">{say('version')}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={!!tr}
                onChange={(e) => onChange({ ...value, [l]: e.target.checked ? EMPTY : null })}
              />
              {say('publish')}
            </label>
            {tr ? (
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <Field
                  id={f('title')}
                  label={say('title')}
                  error={err('title')}
                  className="sm:col-span-2"
                >
                  <Input
                    id={f('title')}
                    lang={l}
                    value={tr.title}
                    onChange={(e) => set('title', e.target.value)}
                    {...invalid(f('title'), err('title'))}
                  />
                </Field>
                <Field
                  id={f('summary')}
                  label={say('summary')}
                  error={err('summary')}
                  className="sm:col-span-2"
                >
                  <Textarea
                    id={f('summary')}
                    lang={l}
                    rows={2}
                    value={tr.summary}
                    onChange={(e) => set('summary', e.target.value)}
                    {...invalid(f('summary'), err('summary'))}
                  />
                </Field>
                <Field
                  id={f('body')}
                  label={say('body')}
                  error={err('body')}
                  className="sm:col-span-2"
                >
                  <Textarea
                    id={f('body')}
                    lang={l}
                    rows={8}
                    className="font-mono text-sm"
                    value={tr.body}
                    onChange={(e) => set('body', e.target.value)}
                    {...invalid(f('body'), err('body'))}
                  />
                </Field>
                {hasCover ? (
                  <Field
                    id={f('alt')}
                    label={say('coverAlt')}
                    error={err('coverAlt')}
                    className="sm:col-span-2"
                  >
                    <Input
                      id={f('alt')}
                      lang={l}
                      value={tr.coverAlt}
                      onChange={(e) => set('coverAlt', e.target.value)}
                      {...invalid(f('alt'), err('coverAlt'))}
                    />
                  </Field>
                ) : null}
              </div>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
