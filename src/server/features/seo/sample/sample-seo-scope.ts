/** Whose rows the sample SEO writers fill. Apart from sample-seo.ts, so the writers it calls need not import it back. */
export interface SampleSeoScope {
  workspaceId: string;
  userId: string;
  /** The sample project whose site this is, Sunrise Bakery. */
  projectId: string;
}
/** With the project's site, https://sunrisebakery.example.com. */
export type SampleSiteScope = SampleSeoScope & { site: string };
