import * as React from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

// A full-screen (or side) panel on Radix Dialog: focus trap, Escape, scroll lock and a labelled
// dialog for free. Used by the mobile menu.
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

export function SheetContent({
  className,
  side = 'full',
  children,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { side?: 'full' | 'right' }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'fixed z-50 flex flex-col overflow-y-auto bg-background text-foreground shadow-elevated focus:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
          side === 'full' ? 'inset-0' : 'inset-y-0 right-0 w-full max-w-sm border-l border-border',
          className,
        )}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
