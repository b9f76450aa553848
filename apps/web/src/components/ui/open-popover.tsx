import type { ReactElement, ReactNode } from 'react';
import { Popover } from 'radix-ui';
import type { PopoverContentProps } from './lazy-popover';

/** LazyPopover's loaded half: mounted open at the first click, then Radix opens and closes it. */
export default function OpenPopover({
  trigger,
  contentProps,
  children,
}: {
  trigger: ReactElement;
  contentProps: PopoverContentProps;
  children: ReactNode;
}) {
  return (
    <Popover.Root defaultOpen>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content {...contentProps}>{children}</Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
