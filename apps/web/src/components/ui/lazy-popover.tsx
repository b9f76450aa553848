import {
  lazy,
  Suspense,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Popover } from 'radix-ui';

const OpenPopover = lazy(() => import('./open-popover'));

export type PopoverContentProps = Omit<ComponentProps<typeof Popover.Content>, 'children'>;
type TriggerProps = { onClick?: () => void; 'aria-haspopup'?: 'dialog'; 'aria-expanded'?: false };

/**
 * A Radix popover whose code (positioning, focus and dismiss layers: about 15 kB gzip) loads at
 * the trigger's first click instead of with the page (decision 027). Until then the trigger is
 * the same button saying what Radix's would (a closed popup); once loaded the popover opens and
 * stays Radix's own. `trigger(props)` renders the button with the props given.
 */
export function LazyPopover({
  trigger,
  contentProps,
  children,
}: {
  trigger: (props: TriggerProps) => ReactElement;
  contentProps: PopoverContentProps;
  children: ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const closed = { 'aria-haspopup': 'dialog', 'aria-expanded': false } as const;
  if (!wanted) return trigger({ ...closed, onClick: () => setWanted(true) });
  return (
    <Suspense fallback={trigger(closed)}>
      {/* As Radix's trigger the button carries no aria of its own: a child's props win. */}
      <OpenPopover trigger={trigger({})} contentProps={contentProps}>
        {children}
      </OpenPopover>
    </Suspense>
  );
}
