import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { BRAND } from '@/config/brand';
import { useT } from '@/lib/i18n/use-t';

/** The backup codes, once, with a text-file download. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useT();
  const download = () => {
    const text = `${t('security.backupFileTitle', { brand: BRAND.name })}\n${t('security.backupFileIntro')}\n\n${codes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${BRAND.name.toLowerCase().replace(/\W+/g, '-')}-backup-codes.txt`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="grid gap-4">
      <ol
        aria-label={t('security.backupCodes')}
        className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 font-mono text-sm text-navy-900"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          {t('security.downloadBackup')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('security.done')}
        </Button>
      </DialogFooter>
    </div>
  );
}
