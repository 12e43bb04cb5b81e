import { PageHeader } from '@/web/components/page-header';
import type { Screen } from '@/web/lib/web-module';

/** A screen's title and purpose, for an area not built yet; its module fills the screen. */
export function PlannedScreen({ screen }: { screen: Screen }) {
  return <PageHeader title={screen.title} description={screen.description} />;
}
