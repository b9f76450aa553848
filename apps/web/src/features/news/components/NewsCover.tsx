import { NEWS_DEFAULT_COVER } from '@mizani/shared';
import { cn } from '@/lib/utils';

/** An article's cover (the brand cover, decorative, when it has none). 1200 × 630, like its social card. */
export function NewsCover(props: {
  coverImage: string | null;
  coverAlt: string;
  className?: string;
  eager?: boolean;
  /** The language of the description when it is not the page's. */
  lang?: string;
}) {
  return (
    <img
      src={props.coverImage ?? NEWS_DEFAULT_COVER}
      alt={props.coverImage ? props.coverAlt : ''}
      lang={props.coverImage ? props.lang : undefined}
      width={1200}
      height={630}
      loading={props.eager ? 'eager' : 'lazy'}
      // The eager one is the page's largest picture (the news list's lead): fetched first.
      fetchPriority={props.eager ? 'high' : undefined}
      decoding="async"
      className={cn(
        'aspect-[40/21] w-full rounded-2xl border border-border bg-navy-900 object-cover',
        props.className,
      )}
    />
  );
}
