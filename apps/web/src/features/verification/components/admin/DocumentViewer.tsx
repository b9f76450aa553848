import { useEffect, useState } from 'react';
import { Download, ExternalLink, FileText } from 'lucide-react';
import type { VerificationDocument } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { documentBlob } from '../../api/admin';

/**
 * A client's document for the reviewer, loaded through the authorised admin route (every view is
 * audited) and shown from memory: images inline, PDFs opened or saved from a local blob.
 */
export function DocumentViewer({ doc, owner }: { doc: VerificationDocument; owner: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const { t } = useT();
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  async function load() {
    setLoading(true);
    setFailed(null);
    try {
      setUrl(URL.createObjectURL(await documentBlob(doc.id)));
    } catch (err) {
      setFailed((err as Error).message);
    } finally {
      setLoading(false);
    }
  }
  const kind = t(`admin.verification.doc.${doc.kind}`);
  const label = t('admin.verification.docOf', { kind, owner });
  const isImage = doc.contentType.startsWith('image/');
  return (
    <figure
      className="grid content-start gap-2 rounded-lg border p-3"
      data-testid={`document-${doc.kind}`}
    >
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="flex items-center gap-2 font-medium">
          <FileText className="size-4 text-muted-foreground" aria-hidden />
          {kind} · {doc.fileName}
        </span>
        {!url && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => void load()}
            disabled={loading}
          >
            {loading ? <Spinner className="size-4" /> : null}
            {t(`admin.verification.viewDoc.${doc.kind}`)}
          </Button>
        )}
      </figcaption>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {failed}
        </p>
      )}
      {url && isImage && (
        <img
          src={url}
          alt={label}
          className="max-h-96 w-full rounded-md border bg-muted object-contain"
        />
      )}
      {url && (
        <div className="flex flex-wrap gap-2">
          {!isImage && (
            <Button asChild size="sm" variant="outline">
              <a href={url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden /> {t('admin.verification.openPdf')}
              </a>
            </Button>
          )}
          <Button asChild size="sm" variant="ghost">
            <a href={url} download={doc.fileName}>
              <Download aria-hidden /> {t('admin.verification.download')}
            </a>
          </Button>
        </div>
      )}
    </figure>
  );
}
