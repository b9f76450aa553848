// The brand mark, shared by the public header and footer and the signed-in app shell.
import { cn } from '@/lib/utils';
import { BRAND } from '@/config/brand';

/** The brand mark (a stylised M over a balance point: "mizani" is Swahili for scales) and wordmark. */
export function Logo({ inverse = false, className }: { inverse?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill={inverse ? '#ffffff' : '#0b1f3a'} />
        <path
          d="M8 22V10l8 7 8-7v12"
          fill="none"
          stroke={inverse ? '#047857' : '#34d399'}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="16" cy="24" r="1.8" fill={inverse ? '#c9952c' : '#e0b24a'} />
      </svg>
      <span
        className={cn('text-xl font-bold tracking-tight', inverse ? 'text-white' : 'text-navy-900')}
      >
        {BRAND.name}
      </span>
    </span>
  );
}
