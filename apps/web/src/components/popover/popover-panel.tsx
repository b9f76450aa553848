import { useMemo, useRef, type ReactNode } from 'react';
import { Popover } from 'radix-ui';

/**
 * The panel of a DeferredPopover (loaded on first use): Radix Popover anchored to the trigger
 * drawn by DeferredPopover. What Popover.Trigger does inside Radix is done here by id: a press on
 * the trigger is not "outside" (the trigger's own click toggles), and closing returns focus to
 * the trigger unless the person moved on by clicking or focusing elsewhere.
 */
export default function PopoverPanel({
  open,
  onOpenChange,
  triggerId,
  contentId,
  label,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerId: string;
  contentId: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const trigger = () => document.getElementById(triggerId);
  const anchor = useMemo(
    () => ({
      get current() {
        return document.getElementById(triggerId);
      },
    }),
    [triggerId],
  );
  const interactedOutside = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as { current: HTMLElement }} />
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          align="end"
          sideOffset={8}
          aria-label={label}
          className={className}
          onInteractOutside={(event) => {
            if (trigger()?.contains(event.target as Node)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) trigger()?.focus();
            interactedOutside.current = false;
          }}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
