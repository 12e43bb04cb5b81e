import { FileText } from 'lucide-react';
import { seoLabels } from '@/shared/seo/seo';
import { Button } from '@/web/components/ui/button';
import { seoReportUrl } from '../api/download-seo-report';

/** SEO Report (in the header): the listed site's audit with the project's keywords, competitors, rankings and links, as a page to keep or print. */
export function SeoReportButton({ site, projectId }: { site: string | null; projectId: string | null }) {
  if (!site) {
    return (
      <Button variant="outline" disabled title="Scan or analyze a site first">
        <FileText aria-hidden />
        {seoLabels.seoReport}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline">
      <a href={seoReportUrl(site, projectId)} download>
        <FileText aria-hidden />
        {seoLabels.seoReport}
      </a>
    </Button>
  );
}
