import { ScanSearch } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { type SeoTabId, seoLabels, seoMessages, seoTabs } from '@/shared/seo/seo';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Tabs } from '@/web/components/ui/tabs';
import { useUser } from '@/web/lib/auth';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useScreenVisit } from '@/web/lib/use-screen-visit';
import { useSignedOutText } from '@/web/lib/session-expiry';
import { useTabInUrl } from '@/web/lib/use-tab-in-url';
import type { ProjectScreenProps } from '@/web/lib/web-module';
import { useLinkBuilding } from '../api/get-link-building';
import { useOrganicTraffic } from '../api/get-organic-traffic';
import { useSeoOverview } from '../api/get-seo-overview';
import { chooseAuditUrl, listedSite } from '../audit-url';
import { useStartScan } from '../use-start-scan';
import { ContentOptimizationTab } from './content-optimization-tab';
import { SeoReportButton } from './seo-report-button';
import { SeoStatTiles } from './seo-stat-tiles';
import type { TabView } from './tab-view';
import { useCompetitorAnalysisView } from './use-competitor-analysis-view';
import { useKeywordResearchView } from './use-keyword-research-view';
import { useLinkBuildingView } from './use-link-building-view';

const firstTab = seoTabs[0];
const actionOf = (id: SeoTabId) => seoTabs.find((tab) => tab.id === id)?.action ?? '';

/** The address whose site the screen lists, and the audit of it to follow. */
interface Target {
  url: string | null;
  followedId: string | null;
}

/**
 * /seo (SEO Tools): keyword research with rank tracking, competitor analysis, the site
 * audit and link building, on the current project (its address, niche, keywords and competitors;
 * Save adds to its keywords, and the app reads the projects again).
 */
export function SeoPage({ project, projectPending, onProjectChanged }: ProjectScreenProps) {
  useScreenVisit('seo');
  useSignedOutText(seoMessages.signIn);
  const projectUrl = project?.url ?? null;
  const [tabId, selectTab] = useTabInUrl(seoTabs);
  const tab = seoTabs.find((item) => item.id === tabId) ?? firstTab;
  const { canEdit } = usePermissions();
  const planId = useUser().data?.plan;
  const urlFieldId = useId();
  const [field, setField] = useState(projectUrl ?? '');
  const [target, setTarget] = useState<Target>({ url: projectUrl, followedId: null });
  // Another project (or the first answer about it) starts the screen again on its address.
  const [shownProjectUrl, setShownProjectUrl] = useState(projectUrl);
  if (projectUrl !== shownProjectUrl) {
    setShownProjectUrl(projectUrl);
    setField(projectUrl ?? '');
    setTarget({ url: projectUrl, followedId: null });
  }
  const { scan, scanning } = useStartScan((url, followedId) => setTarget({ url, followedId }));
  const site = listedSite(target.url);
  const projectId = project?.id ?? null;
  const overview = useSeoOverview(site, projectId);
  // The Backlinks tile: the same answer the Link Building tab reads.
  const links = useLinkBuilding(projectId, !projectPending);
  const organicTraffic = useOrganicTraffic(projectId);

  /** The address an action reads: the field's, else the project's (filled in); null after saying what is wrong. */
  function chooseUrl(): string | null {
    const choice = chooseAuditUrl(field, projectUrl);
    if ('error' in choice) {
      toast.error(choice.error);
      return null;
    }
    if (!field.trim()) setField(choice.url);
    return choice.url;
  }

  function scanWebsite() {
    const url = chooseUrl();
    if (url !== null) scan(url);
  }

  const keywords = useKeywordResearchView({ project, projectPending, canEdit, actionLabel: actionOf('keywords'), onProjectChanged });
  const competitors = useCompetitorAnalysisView({ project, projectPending, chooseUrl, canEdit, actionLabel: actionOf('competitors') });
  const linkBuilding = useLinkBuildingView({ project, projectPending, chooseUrl, canEdit, actionLabel: actionOf('links') });
  const views: Record<SeoTabId, TabView> = {
    keywords,
    competitors,
    content: {
      onAction: scanWebsite,
      actionIcon: ScanSearch,
      busy: scanning,
      panel: (
        <ContentOptimizationTab
          site={site}
          followedId={target.followedId}
          planId={planId}
          canEdit={canEdit}
          scanLabel={actionOf('content')}
        />
      ),
    },
    links: linkBuilding,
  };

  /**
   * Analyze URL: on Competitor Analysis and Link Building, their action for the field's address;
   * elsewhere the site audit (Content Optimization) of it. A Viewer, who may start none, sees the site's latest scan.
   */
  function analyzeUrl(event: FormEvent) {
    event.preventDefault();
    if (!field.trim()) return;
    if (canEdit && (tab.id === 'competitors' || tab.id === 'links')) {
      views[tab.id].onAction();
      return;
    }
    selectTab('content');
    if (canEdit) {
      scanWebsite();
      return;
    }
    const choice = chooseAuditUrl(field, null);
    if ('error' in choice) toast.error(choice.error);
    else setTarget({ url: choice.url, followedId: null });
  }

  const view = views[tab.id];
  const ActionIcon = view.actionIcon;
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader
        title="SEO Tools"
        description="Keyword research, competitor analysis, content optimization and link building."
        actions={
          <>
            <SeoReportButton site={site} projectId={projectId} />
            {canEdit && (
              <Button onClick={view.onAction} disabled={view.busy}>
                <ActionIcon aria-hidden />
                {tab.action}
              </Button>
            )}
          </>
        }
      />
      <Card className="p-4 sm:p-5">
        <form noValidate onSubmit={analyzeUrl} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1 space-y-1">
            <Label htmlFor={urlFieldId}>Website URL</Label>
            <Input
              id={urlFieldId}
              type="text"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              placeholder={seoLabels.urlPlaceholder}
              value={field}
              onChange={(event) => setField(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" disabled={!field.trim() || scanning}>
            {seoLabels.analyzeUrl}
          </Button>
        </form>
      </Card>
      <SeoStatTiles
        organicTraffic={organicTraffic.data ?? null}
        organicTrafficPending={projectPending || (projectId !== null && organicTraffic.isPending)}
        overview={overview.data ?? null}
        overviewPending={site !== null && overview.isPending}
        backlinks={projectId ? (links.data?.backlinks ?? null) : null}
        backlinksPending={projectPending || (projectId !== null && links.isPending)}
      />
      <Tabs label="SEO Tools" items={seoTabs} value={tab.id} onValueChange={selectTab}>
        {projectPending ? null : view.panel}
      </Tabs>
    </div>
  );
}
