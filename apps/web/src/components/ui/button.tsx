import * as React from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-semibold transition-[color,background-color,border-color,box-shadow] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*="size-"])]:size-4',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-navy-800',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-gold-300',
        success: 'bg-success text-success-foreground shadow-xs hover:bg-emerald-800',
        destructive: 'bg-destructive text-destructive-foreground shadow-xs hover:bg-red-800',
        outline:
          'border border-input bg-background text-foreground shadow-xs hover:border-navy-300 hover:bg-accent',
        ghost: 'text-foreground hover:bg-accent',
        link: 'h-auto px-0 text-primary underline-offset-4 hover:underline',
        /** For navy backgrounds. */
        inverse: 'bg-white text-navy-900 shadow-xs hover:bg-navy-50',
        'inverse-outline':
          'border border-white/30 bg-white/5 text-white hover:border-white/60 hover:bg-white/10',
      },
      size: {
        sm: 'h-9 px-3.5',
        default: 'h-10 px-4',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
        'icon-sm': 'size-9',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps
  extends React.ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a router <Link>) with button styles. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: props.type ?? 'button' })}
      {...props}
    />
  );
}
