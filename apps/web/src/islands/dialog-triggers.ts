// The request buttons of a pre-rendered page (Request a Quote, Schedule a Consultation, Contact
// Us: RequestDialogTrigger) stay plain HTML: one listener on the document opens their dialog,
// whose code and words load when the pointer or focus reaches a button (at the latest on click).
// A button inside a hydrated island is the island's own: RequestDialogTrigger handles it there.
import type { RequestDialogKind } from '@/features/requests/components/RequestDialogTrigger';
import { translate } from '@/lib/i18n/i18n';
import type { Locale } from '@/lib/i18n/locales';
import { toast } from '@/lib/toast';
import { ISLAND_TAG } from '@/lib/island';

const TRIGGER = '[data-request-dialog]';
const KINDS: ReadonlySet<string> = new Set<RequestDialogKind>(['quote', 'consultation', 'contact']);
const isKind = (kind: string | undefined): kind is RequestDialogKind => !!kind && KINDS.has(kind);

function triggerOf(event: Event): HTMLElement | null {
  const el = (event.target as Element | null)?.closest<HTMLElement>(TRIGGER);
  // Inside an island the button belongs to it (hydrated or about to be).
  return el && !el.closest(ISLAND_TAG) ? el : null;
}

const opener = () => import('./dialog-open');

export function watchDialogTriggers(locale: Locale) {
  const warm = (event: Event) => {
    const kind = triggerOf(event)?.dataset.requestDialog;
    if (isKind(kind))
      void opener()
        .then((m) => m.loadRequestDialog(kind, locale))
        .catch(() => undefined);
  };
  document.addEventListener('pointerover', warm, { passive: true });
  document.addEventListener('focusin', warm);
  document.addEventListener('click', (event) => {
    const trigger = triggerOf(event);
    const kind = trigger?.dataset.requestDialog;
    if (!trigger || !isKind(kind)) return;
    event.preventDefault();
    trigger.setAttribute('aria-busy', 'true');
    void opener().then(
      (m) => m.openRequestDialog(trigger, kind, locale),
      () => {
        // Could not fetch the dialog (offline, a new release): say so instead of doing nothing.
        trigger.removeAttribute('aria-busy');
        toast.error(translate(locale, 'request.openFailed'), {
          description: translate(locale, 'request.openFailedText'),
        });
      },
    );
  });
}

/** Is this a request button outside any island (a tap on it before the script ran is replayed)? */
export const isDialogTrigger = (el: Element) => el.matches(TRIGGER) && !el.closest(ISLAND_TAG);
