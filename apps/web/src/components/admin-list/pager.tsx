import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function Pager(props: {
  page: number;
  hasNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  busy?: boolean;
  label: string;
}) {
  return (
    <nav
      aria-label={`${props.label} pages`}
      className="flex items-center justify-between gap-3 pt-3"
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {props.page}
        {props.busy ? ' · loading…' : ''}
      </p>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={props.onPrev}
          disabled={props.page <= 1}
        >
          <ChevronLeft className="size-4" aria-hidden="true" /> Previous
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={props.onNext}
          disabled={!props.hasNext}
        >
          Next <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
