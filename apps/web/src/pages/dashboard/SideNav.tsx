import { Tabs as TabsPrimitive } from 'radix-ui';
import { useT } from '@/lib/i18n/use-t';
import { PLACE_ICONS } from '@/features/dashboard/place-icons';
import type { DashboardTab } from '@/features/dashboard/tabs';
import { CountWords, Place, useNeedsActionCount } from './nav-parts';

/** The side navigation's list (desktop): every visible tab, the overview with its count. */
export default function SideNavList({
  visible,
  search,
}: {
  visible: readonly DashboardTab[];
  search: string;
}) {
  const { t } = useT();
  const count = useNeedsActionCount();
  return (
    <>
      <TabsPrimitive.List aria-label={t('shell.places')} className="grid gap-0.5">
        {visible.map((tab) => (
          <Place key={tab} tab={tab} icon={PLACE_ICONS[tab]} variant="side" count={count} />
        ))}
      </TabsPrimitive.List>
      {visible.length === 0 && (
        <p className="px-1 text-sm text-muted-foreground">{t('dash.noTabsMatch', { search })}</p>
      )}
      <CountWords count={count} />
    </>
  );
}
