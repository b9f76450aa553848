import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { EARLY_TAP_BUSY } from '@/lib/early-tap';
import { cn } from '@/lib/utils';
import type { FaqItem } from '@/content/faq';

/**
 * One FAQ category as a WAI accordion (heading > button, region), single item open at a time,
 * collapsible. Unlike Radix Accordion (whose closed content renders no children even with
 * forceMount), every answer is always in the DOM, closed ones `hidden`: the pre-rendered page
 * carries all answers for search engines and find-in-page.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();
  const root = useRef<HTMLDivElement>(null);

  // Arrow keys, Home and End move between the questions of this category (as Radix did), looping.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const triggers = Array.from(
      root.current?.querySelectorAll<HTMLButtonElement>('[data-faq-trigger]') ?? [],
    );
    const at = triggers.indexOf(e.target as HTMLButtonElement);
    if (at < 0) return;
    const next = {
      ArrowDown: (at + 1) % triggers.length,
      ArrowUp: (at - 1 + triggers.length) % triggers.length,
      Home: 0,
      End: triggers.length - 1,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    triggers[next]?.focus();
  };

  return (
    <div ref={root} className="mt-3" onKeyDown={onKeyDown}>
      {items.map((item, i) => (
        <FaqEntry
          key={item.question}
          item={item}
          id={`${baseId}-${i}`}
          open={open === item.question}
          onToggle={() => setOpen((current) => (current === item.question ? null : item.question))}
        />
      ))}
    </div>
  );
}

function FaqEntry({
  item,
  id,
  open,
  onToggle,
}: {
  item: FaqItem;
  id: string;
  open: boolean;
  onToggle: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const state = open ? 'open' : 'closed';
  // The open animation grows to the answer's height (the accordion-down keyframes read this
  // variable); measured before paint, once the panel is no longer hidden.
  useLayoutEffect(() => {
    const node = panel.current;
    if (open && node)
      node.style.setProperty('--radix-accordion-content-height', `${node.scrollHeight}px`);
  }, [open]);

  return (
    <div data-state={state} className="border-b border-border last:border-b-0">
      <h3 className="flex">
        <button
          type="button"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          data-state={state}
          data-faq-trigger=""
          data-early-tap="faq"
          onClick={onToggle}
          className={cn(
            'flex flex-1 cursor-pointer items-start justify-between gap-4 rounded-md py-4 text-left text-base font-medium text-foreground transition-colors hover:text-navy-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&[data-state=open]>svg]:rotate-180',
            EARLY_TAP_BUSY,
          )}
        >
          {item.question}
          <ChevronDown
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform duration-200"
          />
        </button>
      </h3>
      <div
        ref={panel}
        id={`${id}-a`}
        role="region"
        aria-labelledby={`${id}-q`}
        data-state={state}
        hidden={!open}
        className="overflow-hidden text-sm data-[state=open]:animate-accordion-down"
      >
        <p className="pb-4 leading-relaxed text-muted-foreground">{item.answer}</p>
      </div>
    </div>
  );
}
