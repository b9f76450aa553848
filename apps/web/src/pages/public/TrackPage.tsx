import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { TrackingStatus } from '@/features/send/components/TrackingStatus';

/**
 * The recipient's tracking page (issue 38): pre-rendered (its frame paints before any script),
 * where the transfer stands is an island that reads the link's fragment and asks the API.
 */
export default function TrackPage() {
  const { t } = useT();
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 px-4 py-10">
      <Seo path={paths.track.path} noindex />
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold text-navy-900">{t('track.title')}</h1>
        </CardHeader>
        <CardContent className="grid gap-4">
          <TrackingStatus />
        </CardContent>
      </Card>
    </div>
  );
}
