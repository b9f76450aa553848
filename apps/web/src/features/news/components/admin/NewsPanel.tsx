import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import type { AdminNewsArticle } from '@mizani/shared';
import { EmptyState, QueryState, ResponsiveList } from '@/components/admin-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { adminNewsQuery, deleteArticle, newsChanged } from '../../api/news';
import { NewsEditor } from './NewsEditor';

function StatusBadge({ a }: { a: AdminNewsArticle }) {
  const { t } = useT();
  if (a.status === 'draft') return <Badge variant="muted">{t('news.admin.draft')}</Badge>;
  if (a.publishedAt && a.publishedAt > new Date().toISOString())
    return <Badge variant="secondary">{t('news.admin.scheduled')}</Badge>;
  return <Badge variant="success">{t('news.admin.published')}</Badge>;
}

/** The admins' news: write, preview, publish, unpublish, delete (each audited). */
export function NewsPanel() {
  const { t } = useT();
  const fmt = useFormat();
  const qc = useQueryClient();
  const q = useQuery(adminNewsQuery());
  const [editing, setEditing] = useState<AdminNewsArticle | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminNewsArticle | null>(null);
  const remove = useMutation({
    mutationFn: (a: AdminNewsArticle) => deleteArticle(a),
    onSuccess: (_d, a) => {
      toast.success(t('news.admin.deleted', { title: a.title }));
      newsChanged(qc);
      setDeleting(null);
    },
    onError: (err) => toast.error(t('news.admin.deleteFailed'), { description: errorText(err) }),
  });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t('news.admin.intro')}</p>
        <Button type="button" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" /> {t('news.admin.newArticle')}
        </Button>
      </div>
      <QueryState query={q} rows={4}>
        {(data) => (
          <ResponsiveList
            items={data.articles}
            itemKey={(a) => a.id}
            empty={<EmptyState>{t('news.admin.empty')}</EmptyState>}
            cards={{
              className: 'divide-y rounded-lg border',
              render: (a) => (
                <li className="flex flex-wrap items-center gap-3 p-4">
                  <div className="mr-auto min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {a.title} <StatusBadge a={a} />
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {paths.news.article(a.slug)}
                      {a.publishedAt ? ` · ${fmt.date(a.publishedAt)}` : ''}
                      {` · ${t('news.admin.edited', { date: fmt.date(a.updatedAt) })}`}
                      {a.authorEmail ? ` ${t('news.admin.by', { email: a.authorEmail })}` : ''}
                    </p>
                  </div>
                  {a.status === 'published' ? (
                    <Button asChild variant="ghost" size="sm">
                      <a
                        href={paths.news.article(a.slug)}
                        aria-label={t('news.admin.viewLabel', { title: a.title })}
                      >
                        <ExternalLink className="size-4" aria-hidden="true" />{' '}
                        {t('news.admin.view')}
                      </a>
                    </Button>
                  ) : null}
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing(a)}
                    aria-label={t('news.admin.editLabel', { title: a.title })}
                  >
                    <Pencil className="size-4" aria-hidden="true" /> {t('news.admin.edit')}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => setDeleting(a)}
                    aria-label={t('news.admin.deleteLabel', { title: a.title })}
                  >
                    <Trash2 className="size-4" aria-hidden="true" /> {t('news.admin.delete')}
                  </Button>
                </li>
              ),
            }}
          />
        )}
      </QueryState>
      <Dialog open={!!editing} onOpenChange={(o) => !o && setEditing(null)}>
        <DialogContent className="max-h-[94dvh] overflow-y-auto sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>
              {editing === 'new' ? t('news.admin.newArticle') : t('news.admin.editTitle')}
            </DialogTitle>
            <DialogDescription>{t('news.admin.markdownNote')}</DialogDescription>
          </DialogHeader>
          {editing ? (
            <NewsEditor
              article={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <Dialog open={!!deleting} onOpenChange={(o) => !o && setDeleting(null)}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{t('news.admin.deleteTitle')}</DialogTitle>
            <DialogDescription>
              {t('news.admin.deleteText', { title: deleting?.title ?? '' })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => setDeleting(null)}>
              {t('news.admin.keep')}
            </Button>
            <Button
              type="button"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting)}
            >
              {t('news.admin.deleteConfirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
