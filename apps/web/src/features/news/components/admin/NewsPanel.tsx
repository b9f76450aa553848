import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
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
import { formatDate } from '@/lib/format';
import { adminNewsQuery, deleteArticle, newsChanged } from '../../api/news';
import { NewsEditor } from './NewsEditor';

function StatusBadge({ a }: { a: AdminNewsArticle }) {
  if (a.status === 'draft') return <Badge variant="muted">Draft</Badge>;
  if (a.publishedAt && a.publishedAt > new Date().toISOString())
    return <Badge variant="secondary">Scheduled</Badge>;
  return <Badge variant="success">Published</Badge>;
}

/** The admins' news: write, preview, publish, unpublish, delete (each audited). */
export function NewsPanel() {
  const qc = useQueryClient();
  const q = useQuery(adminNewsQuery());
  const [editing, setEditing] = useState<AdminNewsArticle | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminNewsArticle | null>(null);
  const remove = useMutation({
    mutationFn: (a: AdminNewsArticle) => deleteArticle(a),
    onSuccess: (_d, a) => {
      toast.success(`“${a.title}” deleted`);
      newsChanged(qc);
      setDeleting(null);
    },
    onError: (err) => toast.error('Could not delete the article', { description: errorText(err) }),
  });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Published articles appear on /news, newest first, and in the RSS feed.
        </p>
        <Button type="button" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" /> New article
        </Button>
      </div>
      <QueryState query={q} rows={4}>
        {(data) => (
          <ResponsiveList
            items={data.articles}
            itemKey={(a) => a.id}
            empty={<EmptyState>No articles yet. Write the first one.</EmptyState>}
            cards={{
              className: 'divide-y rounded-lg border',
              render: (a) => (
                <li className="flex flex-wrap items-center gap-3 p-4">
                  <div className="mr-auto min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {a.title} <StatusBadge a={a} />
                    </p>
                    <p className="text-sm text-muted-foreground">
                      /news/{a.slug}
                      {a.publishedAt ? ` · ${formatDate(a.publishedAt)}` : ''} · edited{' '}
                      {formatDate(a.updatedAt)}
                      {a.authorEmail ? ` by ${a.authorEmail}` : ''}
                    </p>
                  </div>
                  {a.status === 'published' ? (
                    <Button asChild variant="ghost" size="sm">
                      <a href={paths.news.article(a.slug)} aria-label={`View ${a.title}`}>
                        <ExternalLink className="size-4" aria-hidden="true" /> View
                      </a>
                    </Button>
                  ) : null}
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing(a)}
                    aria-label={`Edit ${a.title}`}
                  >
                    <Pencil className="size-4" aria-hidden="true" /> Edit
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => setDeleting(a)}
                    aria-label={`Delete ${a.title}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" /> Delete
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
            <DialogTitle>{editing === 'new' ? 'New article' : 'Edit article'}</DialogTitle>
            <DialogDescription>
              Markdown is rendered and sanitised by the server; HTML shows as text.
            </DialogDescription>
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
            <DialogTitle>Delete this article?</DialogTitle>
            <DialogDescription>
              “{deleting?.title}” leaves /news and the RSS feed for good. The audit log keeps its
              text.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button
              type="button"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting)}
            >
              Delete article
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
