import { Tabs as TabsPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
} from '@/components/ui/sheet';
import { useT } from '@/lib/i18n/use-t';
import type { DashboardTab } from '@/features/dashboard/tabs';
import { PLACE_ICONS } from '@/features/dashboard/place-icons';
import { Place, TabSearch } from './nav-parts';

/**
 * More, on phones: the tabs the bottom bar has no room for (Admin for admins), as a sheet rising
 * from the bottom, with the tab search. A second tab list of the dashboard's Tabs root (the
 * portal keeps its context), so these places are tabs with their spec names too; choosing one
 * closes the sheet. Loaded on first use (Radix Dialog is not on the dashboard's first load).
 */
export default function MoreSheet({
  open,
  onOpenChange,
  returnFocus,
  tabs,
  search,
  onSearch,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back on closing: More (the sheet has no Radix trigger of its own). */
  returnFocus: () => void;
  tabs: readonly DashboardTab[];
  search: string;
  onSearch: (value: string) => void;
}) {
  const { t } = useT();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="full"
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocus();
        }}
        className="inset-x-0 top-auto bottom-0 max-h-[85dvh] rounded-t-2xl border-t border-border px-4 pt-3 pb-[calc(1rem+env(safe-area-inset-bottom))]"
      >
        <div aria-hidden="true" className="mx-auto mb-3 h-1 w-10 rounded-full bg-slate-300" />
        <div className="flex items-center justify-between gap-3">
          <SheetTitle className="text-lg font-semibold text-navy-900">{t('shell.more')}</SheetTitle>
          <SheetClose
            className="flex size-10 cursor-pointer items-center justify-center rounded-full text-slate-600 outline-none hover:bg-navy-50 focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={t('shell.closeMenu')}
          >
            <X aria-hidden="true" className="size-5" />
          </SheetClose>
        </div>
        <SheetDescription className="sr-only">{t('shell.moreDescription')}</SheetDescription>
        <div className="mt-3">
          <TabSearch id="dashboard-search-phone" search={search} onSearch={onSearch} />
        </div>
        <TabsPrimitive.List
          aria-label={t('shell.morePlaces')}
          aria-orientation="vertical"
          className="mt-3 grid gap-1"
        >
          {tabs.map((tab) => (
            <Place
              key={tab}
              tab={tab}
              icon={PLACE_ICONS[tab]}
              variant="sheet"
              onSelect={() => onOpenChange(false)}
            />
          ))}
        </TabsPrimitive.List>
        {tabs.length === 0 && (
          <p className="mt-3 text-sm text-muted-foreground">{t('dash.noTabsMatch', { search })}</p>
        )}
      </SheetContent>
    </Sheet>
  );
}
