import { useState, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { useT } from '@/lib/i18n/use-t';

/** Open state that is the caller's when it passes `open`, else the dialog's own. */
export interface DialogOpenProps {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes on close, when no trigger is given (a pre-rendered page's button). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The dialog shell of the consultation, quote and contact forms: icon + title, a description, the
 * form. With `trigger` it opens itself; else it is controlled by `open` / `onOpenChange`.
 */
export function RequestDialog({
  trigger,
  open,
  onOpenChange,
  onCloseAutoFocus,
  icon: Icon,
  title,
  description,
  className,
  children,
}: DialogOpenProps & {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Width classes of the dialog box. */
  className: string;
  children: ReactNode;
}) {
  const { t } = useT();
  const [innerOpen, setInnerOpen] = useState(false);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    setInnerOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        className={cn('max-h-[92dvh] overflow-y-auto', className)}
        closeLabel={t('request.close')}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            {title}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
