// Opens a request dialog for a plain button of a pre-rendered page (islands/dialog-triggers.ts
// listens; this module loads at the first pointer, focus or click on such a button).
import { createElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  loadRequestDialog,
  type RequestDialogKind,
} from '@/features/requests/components/RequestDialogTrigger';
import type { Locale } from '@/lib/i18n/locales';
import { toast } from '@/lib/toast';
import { translate } from '@/lib/i18n/i18n';
import { InsideIsland } from '@/lib/island';

export { loadRequestDialog };

let root: Root | null = null;
let opened = 0;

function DialogHost({
  Dialog,
  trigger,
  serial,
}: {
  Dialog: Awaited<ReturnType<typeof loadRequestDialog>>;
  trigger: HTMLElement;
  serial: number;
}) {
  const [open, setOpen] = useState(true);
  return createElement(Dialog, {
    // A new opening is a new form (key), as a new dialog would be.
    key: serial,
    open,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      trigger.setAttribute('aria-expanded', String(next));
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      trigger.focus();
    },
    defaultFrom: trigger.dataset.defaultFrom,
    defaultTo: trigger.dataset.defaultTo,
  });
}

export async function openRequestDialog(
  trigger: HTMLElement,
  kind: RequestDialogKind,
  locale: Locale,
) {
  trigger.setAttribute('aria-busy', 'true');
  try {
    const Dialog = await loadRequestDialog(kind, locale);
    if (!root) {
      const host = document.createElement('div');
      document.body.append(host);
      root = createRoot(host, { identifierPrefix: 'd-' });
    }
    trigger.setAttribute('aria-expanded', 'true');
    opened += 1;
    root.render(
      createElement(
        InsideIsland.Provider,
        { value: true },
        createElement(DialogHost, { Dialog, trigger, serial: opened, key: opened }),
      ),
    );
  } catch {
    // Could not fetch the dialog (offline, a new release): say so instead of doing nothing.
    toast.error(translate(locale, 'request.openFailed'), {
      description: translate(locale, 'request.openFailedText'),
    });
  } finally {
    trigger.removeAttribute('aria-busy');
  }
}
