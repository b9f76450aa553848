import { HeadTags } from '@/components/head-tags';
import { APP_PAGE_TEXT, canonicalUrl } from '@/config/app-page-text';
import { pageTitle } from '@/config/brand';
import { PAGES } from '@/config/pages';

/**
 * The head of a signed-in page (the dashboard, the admin area): the same tags `Seo` writes for
 * it, without the public pages' registry (config/page-meta.ts) in the dashboard's first load.
 * These pages have no translated versions, so no alternates.
 */
export function AppSeo({ id }: { id: keyof typeof APP_PAGE_TEXT }) {
  return (
    <HeadTags
      title={pageTitle(PAGES[id].title)}
      description={APP_PAGE_TEXT[id].description}
      noindex={false}
      url={canonicalUrl(PAGES[id].path)}
      alternates={[]}
    />
  );
}
