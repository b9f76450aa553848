import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  NEWS_LIST_PAGE_SIZE,
  type Locale,
  type AdminNewsArticle,
  type AdminNewsListResponse,
  type NewsArticle,
  type NewsArticleInput,
  type NewsListResponse,
} from '@mizani/shared';
import { invalidateAdmin } from '@/lib/admin-cache';
import { api } from '@/lib/api';
import { embeddedArticle, embeddedList } from '../lib/embedded';

// News: the public list and articles (/api/news), and the admins' editor (/api/admin/news).

/**
 * Articles in the page's language (English where an article has no version in it); the /news
 * page carries the first page already (hydration, no request).
 */
export const newsListQuery = (locale: Locale) =>
  infiniteQueryOptions({
    queryKey: ['news', 'list', locale],
    queryFn: ({ pageParam }) =>
      api<NewsListResponse>(
        `/api/news?limit=${NEWS_LIST_PAGE_SIZE}&lang=${locale}${pageParam ? `&cursor=${pageParam}` : ''}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    initialData: () => {
      const first = embeddedList(locale);
      return first ? { pages: [first], pageParams: [''] } : undefined;
    },
    staleTime: 60_000,
  });

/** One article; the page it was loaded with carries it already (hydration, no request). */
export const newsArticleQuery = (slug: string, locale: Locale) =>
  queryOptions({
    queryKey: ['news', 'article', slug, locale],
    queryFn: async () =>
      (await api<{ article: NewsArticle }>(`/api/news/${slug}?lang=${locale}`)).article,
    initialData: () => embeddedArticle(slug, locale),
    staleTime: 60_000,
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 2,
  });

// ---------- Admin ----------

export const adminNewsKey = ['admin', 'news'] as const;

export const adminNewsQuery = () =>
  queryOptions({
    queryKey: adminNewsKey,
    queryFn: () => api<AdminNewsListResponse>('/api/admin/news'),
  });

/** Updates `article`, or creates one when it is null. */
export const saveArticle = (article: AdminNewsArticle | null, body: NewsArticleInput) =>
  api<{ article: AdminNewsArticle }>(
    article ? `/api/admin/news/${article.id}` : '/api/admin/news',
    {
      method: article ? 'PUT' : 'POST',
      body,
    },
  );

export const deleteArticle = (article: AdminNewsArticle) =>
  api(`/api/admin/news/${article.id}`, { method: 'DELETE' });

/** The body as the article page will show it: the server's renderer and sanitiser. */
export const previewArticle = (body: string) =>
  api<{ html: string }>('/api/admin/news/preview', { method: 'POST', body: { body } });

/** After a change: the admin list, the public list and articles, the audit log. */
export const newsChanged = (qc: QueryClient) => invalidateAdmin(qc, adminNewsKey, ['news']);
