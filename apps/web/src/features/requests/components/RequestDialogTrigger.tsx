import {
  cloneElement,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { EARLY_TAP_BUSY } from '@/lib/early-tap';
import { cn } from '@/lib/utils';
import { useT } from '@/lib/i18n/use-t';
import { loadLocale } from '@/lib/i18n/i18n';
import type { Locale } from '@/lib/i18n/locales';

/** The props every request dialog takes when a trigger opens it. */
type TriggeredDialogProps = {
  trigger?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  defaultFrom?: string;
  defaultTo?: string;
};
type DialogModule = ComponentType<TriggeredDialogProps>;

export type RequestDialogKind = 'quote' | 'consultation' | 'contact';

/**
 * Each dialog is its own chunk (react-hook-form, zod and the schemas come with it), so the pages
 * that offer one stay small and pre-render as plain buttons.
 */
const LOADERS: Record<RequestDialogKind, () => Promise<DialogModule>> = {
  quote: () => import('./QuoteDialog').then((m) => m.QuoteDialog),
  consultation: () => import('./ConsultationDialog').then((m) => m.ConsultationDialog),
  contact: () => import('./ContactDialog').then((m) => m.ContactDialog),
};

/**
 * Each dialog's words are a catalogue part of their own (OWN_PARTS in
 * scripts/catalogue-usage.ts), loaded with its code: the pages that offer a dialog do not carry
 * its form's, validation and error words before it is opened (decision 027).
 */
const PARTS: Record<RequestDialogKind, string> = {
  quote: 'features/requests/components/QuoteDialog',
  consultation: 'features/requests/components/ConsultationDialog',
  contact: 'features/requests/components/ContactDialog',
};

const loaded: Partial<Record<RequestDialogKind, Promise<DialogModule>>> = {};
/** A dialog's code and words (islands/dialog-triggers.tsx opens them on pre-rendered pages). */
export function loadRequestDialog(kind: RequestDialogKind, locale: Locale) {
  const pending = (loaded[kind] ??= LOADERS[kind]());
  // A failed download (offline, new deploy) may be retried by the next click.
  pending.catch(() => delete loaded[kind]);
  return Promise.all([pending, loadLocale(locale, PARTS[kind])]).then(([dialog]) => dialog);
}

type TriggerProps = {
  onClick?: (event: unknown) => void;
  onPointerEnter?: (event: unknown) => void;
  onFocus?: (event: unknown) => void;
  'aria-haspopup'?: 'dialog';
  'data-early-tap'?: string;
  'data-request-dialog'?: RequestDialogKind;
  'data-default-from'?: string;
  'data-default-to'?: string;
  className?: string;
};

/**
 * A button that opens a request dialog (Request a Quote, Schedule a Consultation, Contact Us).
 * The dialog's code loads when the pointer or focus reaches the button (at the latest on click);
 * from then on the same button is the dialog's own trigger, so focus returns to it on close.
 * A tap before the page has hydrated is recorded and replayed (lib/early-tap.ts).
 *
 *   <RequestDialogTrigger dialog="quote"><Button>Request a Quote</Button></RequestDialogTrigger>
 */
export function RequestDialogTrigger({
  dialog,
  children,
  defaultFrom,
  defaultTo,
}: {
  dialog: RequestDialogKind;
  children: ReactElement<TriggerProps>;
  defaultFrom?: string;
  defaultTo?: string;
}) {
  const { t, locale } = useT();
  const [Dialog, setDialog] = useState<DialogModule | null>(null);
  const [open, setOpen] = useState(false);

  if (Dialog) {
    return (
      <Dialog
        trigger={children}
        open={open}
        onOpenChange={setOpen}
        defaultFrom={defaultFrom}
        defaultTo={defaultTo}
      />
    );
  }

  const preload = () => void loadRequestDialog(dialog, locale).catch(() => undefined);
  return cloneElement(children, {
    'aria-haspopup': 'dialog',
    'data-early-tap': dialog,
    // On a pre-rendered page nothing hydrates the button: islands/dialog-triggers.tsx reads these.
    'data-request-dialog': dialog,
    'data-default-from': defaultFrom,
    'data-default-to': defaultTo,
    className: cn(children.props.className, EARLY_TAP_BUSY),
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => {
      loadRequestDialog(dialog, locale).then(
        (component) => {
          setDialog(() => component);
          setOpen(true);
        },
        () => {
          // Could not fetch the dialog: tell the visitor instead of doing nothing.
          void import('sonner').then(({ toast }) =>
            toast.error(t('request.openFailed'), { description: t('request.openFailedText') }),
          );
        },
      );
    },
  });
}
