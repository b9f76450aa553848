import { useEffect, useRef } from 'react';
import { Bookmark } from 'lucide-react';
import { msbBookmarkletSource } from '../lib/copy-text';
import { island } from '@/lib/island';

/**
 * A bookmarklet that fills the registration-number field on the regulator's MSB search page.
 * React 19 refuses `javascript:` URLs in href, so the href is set on the DOM node after mount.
 * Clicking it here does nothing (our CSP would block it anyway): it is meant to be dragged to the
 * bookmarks bar and used on the regulator's site.
 */
function MsbBookmarkletView({
  registrationNumber,
  fieldId,
  name = 'MSB Auto-Fill',
}: {
  registrationNumber: string;
  fieldId?: string;
  /** The bookmark's name, in the page's language. */
  name?: string;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    ref.current?.setAttribute('href', msbBookmarkletSource(registrationNumber, fieldId));
  }, [registrationNumber, fieldId]);

  return (
    <a
      ref={ref}
      onClick={(e) => e.preventDefault()}
      draggable
      aria-describedby="bookmarklet-help"
      className="inline-flex cursor-grab items-center gap-2 rounded-lg border-2 border-dashed border-primary/50 bg-primary/5 px-4 py-2.5 text-sm font-semibold text-primary transition-colors hover:bg-primary/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      href="#msb-autofill"
    >
      <Bookmark className="size-4" aria-hidden="true" />
      {name}
    </a>
  );
}

/** An island on pre-rendered pages (decision 030). */
export const MsbBookmarklet = island('MsbBookmarklet', MsbBookmarkletView);
