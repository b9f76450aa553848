import { CalendarClock, Calculator } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { RequestDialogTrigger } from '@/features/requests/components/RequestDialogTrigger';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

type Variant = ButtonProps['variant'];
type Request = 'quote' | 'consultation';

const LABELS = {
  quote: { Icon: Calculator, text: 'common.requestQuote' },
  consultation: { Icon: CalendarClock, text: 'talk.consultation' },
} as const satisfies Record<Request, { Icon: unknown; text: MessageId }>;

/**
 * A service page's two requests, Request a Quote and Schedule a Consultation, `lead` first in the
 * `primary` variant; each opens the site's request dialog (loaded on demand, so the page
 * pre-renders plain buttons).
 */
export function RequestButtons({
  lead,
  primary,
  secondary,
}: {
  lead: Request;
  primary: Variant;
  secondary: Variant;
}) {
  const { t } = useT();
  const order: Request[] = lead === 'quote' ? ['quote', 'consultation'] : ['consultation', 'quote'];
  return order.map((dialog, i) => {
    const { Icon, text } = LABELS[dialog];
    return (
      <RequestDialogTrigger key={dialog} dialog={dialog}>
        <Button size="lg" variant={i === 0 ? primary : secondary}>
          <Icon aria-hidden="true" />
          {t(text)}
        </Button>
      </RequestDialogTrigger>
    );
  });
}
