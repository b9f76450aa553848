import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  NEWS_COVERS,
  NewsArticleInputSchema,
  slugify,
  type AdminNewsArticle,
  type NewsArticleInput,
} from '@mizani/shared';
import { Field, Select, invalid, issuesByField } from '@/components/admin-form/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { newsChanged, previewArticle, saveArticle } from '../../api/news';
import { NewsTranslations, type TranslationDrafts } from './NewsTranslations';

/** "/images/news/markets.jpg" → its label's message id (news.admin.cover.markets). */
const coverLabelId = (path: string) =>
  `news.admin.cover.${path
    .split('/')
    .at(-1)!
    .replace(/\.jpg$/, '')}` as MessageId;

interface Draft {
  title: string;
  slug: string;
  summary: string;
  body: string;
  /** '' = no cover */
  coverImage: string;
  coverAlt: string;
  status: 'draft' | 'published';
  /** YYYY-MM-DD or '' */
  publishDate: string;
  /** French and Swahili versions; null = none (sent as null, so a removed one is deleted). */
  translations: TranslationDrafts;
}

function draftOf(a: AdminNewsArticle | null): Draft {
  return {
    title: a?.title ?? '',
    slug: a?.slug ?? '',
    summary: a?.summary ?? '',
    body: a?.body ?? '',
    coverImage: a?.coverImage ?? '',
    coverAlt: a?.coverAlt ?? '',
    status: a?.status ?? 'draft',
    publishDate: a?.publishedAt ? a.publishedAt.slice(0, 10) : '',
    translations: a?.translations ?? { fr: null, sw: null },
  };
}

/**
 * Writes an article: Markdown body with a preview rendered by the server (the same renderer and
 * sanitiser as the public page), a cover from the brand set, a publish date (empty = today when
 * published; a future day schedules it), draft or published.
 */
export function NewsEditor({
  article,
  onDone,
}: {
  article: AdminNewsArticle | null;
  onDone: () => void;
}) {
  const id = useId();
  const { t } = useT();
  const qc = useQueryClient();
  const [d, setD] = useState<Draft>(() => draftOf(article));
  const [slugTouched, setSlugTouched] = useState(!!article);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<{ html: string } | { error: string } | null>(null);

  const body = (): NewsArticleInput => ({ ...d, coverImage: d.coverImage || null });
  const save = useMutation({
    mutationFn: () => saveArticle(article, body()),
    onSuccess: ({ article: saved }) => {
      toast.success(
        saved.status === 'published' ? t('news.admin.savedPublished') : t('news.admin.savedDraft'),
        {
          description:
            saved.status === 'published' &&
            saved.publishedAt &&
            saved.publishedAt > new Date().toISOString()
              ? t('news.admin.scheduledFor', { date: saved.publishedAt.slice(0, 10) })
              : undefined,
        },
      );
      newsChanged(qc);
      onDone();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error(t('news.admin.saveFailed'), { description: errorText(err) });
    },
  });
  const render = useMutation({
    mutationFn: () => previewArticle(d.body),
    onSuccess: (r) => setPreview({ html: r.html }),
    onError: (err) => setPreview({ error: errorText(err) }),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = NewsArticleInputSchema.safeParse(body());
    if (!parsed.success)
      return setErrors(issuesByField(parsed.error.issues, (p) => p.map(String).join('.')));
    setErrors({});
    save.mutate();
  }
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((x) => ({ ...x, [k]: v }));
  const f = (k: string) => `${id}-${k}`;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        id={f('title')}
        label={t('news.admin.title')}
        error={errors.title}
        className="sm:col-span-2"
      >
        <Input
          id={f('title')}
          value={d.title}
          onChange={(e) => {
            const title = e.target.value;
            setD((x) => ({ ...x, title, slug: slugTouched ? x.slug : slugify(title) }));
          }}
          {...invalid(f('title'), errors.title)}
        />
      </Field>
      <Field
        id={f('slug')}
        label={t('news.admin.slug')}
        error={errors.slug}
        hint={`/news/${d.slug || '…'}`}
      >
        <Input
          id={f('slug')}
          value={d.slug}
          onChange={(e) => {
            setSlugTouched(true);
            set('slug', e.target.value);
          }}
          {...invalid(f('slug'), errors.slug)}
        />
      </Field>
      <Field
        id={f('date')}
        label={t('news.admin.publishDate')}
        error={errors.publishDate}
        hint={t('news.admin.publishDateHint')}
      >
        <Input
          id={f('date')}
          type="date"
          value={d.publishDate}
          onChange={(e) => set('publishDate', e.target.value)}
          {...invalid(f('date'), errors.publishDate)}
        />
      </Field>
      <Field
        id={f('summary')}
        label={t('news.admin.summary')}
        error={errors.summary}
        className="sm:col-span-2"
      >
        <Textarea
          id={f('summary')}
          rows={2}
          value={d.summary}
          onChange={(e) => set('summary', e.target.value)}
          {...invalid(f('summary'), errors.summary)}
        />
      </Field>
      <Field id={f('cover')} label={t('news.admin.cover')} error={errors.coverImage}>
        <Select
          id={f('cover')}
          value={d.coverImage}
          onChange={(e) => set('coverImage', e.target.value)}
        >
          <option value="">{t('news.admin.noCover')}</option>
          {NEWS_COVERS.map((c) => (
            <option key={c.path} value={c.path}>
              {t(coverLabelId(c.path))}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={f('alt')} label={t('news.admin.coverAlt')} error={errors.coverAlt}>
        <Input
          id={f('alt')}
          value={d.coverAlt}
          disabled={!d.coverImage}
          onChange={(e) => set('coverAlt', e.target.value)}
          {...invalid(f('alt'), errors.coverAlt)}
        />
      </Field>
      {d.coverImage ? (
        <img
          src={d.coverImage}
          alt=""
          className="aspect-[40/21] w-full rounded-lg border object-cover sm:col-span-2"
        />
      ) : null}
      <div className="sm:col-span-2">
        <Tabs defaultValue="write" onValueChange={(v) => v === 'preview' && render.mutate()}>
          <TabsList>
            <TabsTrigger value="write">{t('news.admin.write')}</TabsTrigger>
            <TabsTrigger value="preview">{t('news.admin.preview')}</TabsTrigger>
          </TabsList>
          <TabsContent value="write" className="mt-3">
            <Field
              id={f('body')}
              label={t('news.admin.body')}
              error={errors.body}
              hint={t('news.admin.bodyHint')}
            >
              <Textarea
                id={f('body')}
                rows={14}
                className="font-mono text-sm"
                value={d.body}
                onChange={(e) => set('body', e.target.value)}
                {...invalid(f('body'), errors.body)}
              />
            </Field>
          </TabsContent>
          <TabsContent value="preview" className="mt-3">
            <div
              role="region"
              aria-label={t('news.admin.previewLabel')}
              aria-busy={render.isPending}
              className="max-h-[28rem] overflow-auto rounded-lg border bg-white p-4"
              tabIndex={0}
            >
              {render.isPending || !preview ? (
                <p className="text-sm text-muted-foreground">{t('news.admin.rendering')}</p>
              ) : 'error' in preview ? (
                <p role="alert" className="text-sm text-destructive">
                  {preview.error}
                </p>
              ) : (
                <div className="news-body" dangerouslySetInnerHTML={{ __html: preview.html }} />
              )}
            </div>
          </TabsContent>
        </Tabs>
      </div>
      <NewsTranslations
        idPrefix={id}
        value={d.translations}
        onChange={(translations) => set('translations', translations)}
        errors={errors}
        hasCover={!!d.coverImage}
      />
      <Field id={f('status')} label={t('news.admin.status')} error={errors.status}>
        <Select
          id={f('status')}
          value={d.status}
          onChange={(e) => set('status', e.target.value as Draft['status'])}
        >
          <option value="draft">{t('news.admin.draftOption')}</option>
          <option value="published">{t('news.admin.published')}</option>
        </Select>
      </Field>
      <div className="flex items-end gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? t('news.admin.saving')
            : d.status === 'published'
              ? t('news.admin.savePublish')
              : t('news.admin.saveDraft')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('news.admin.cancel')}
        </Button>
      </div>
    </form>
  );
}
