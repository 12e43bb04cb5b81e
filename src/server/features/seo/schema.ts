import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AuditSummary } from '@/shared/seo/seo';
import type { CompetitorResult, KeywordIdea, ProviderState } from '@/shared/seo/research';
import { user } from '../../auth/schema';
import { workspaces } from '../../tenancy/schema';
import { projects } from '../../projects/schema';

/** One crawl of a site, run as a job the screen follows (issue 18). */
export const seoAudits = pgTable(
  'seo_audits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** Who asked: a user, or the weekly re-crawl of a project's site. */
    trigger: text('trigger', { enum: ['user', 'weekly'] })
      .notNull()
      .default('user'),
    /** The site's origin, e.g. https://example.com: audits and issues of one site share it. */
    site: text('site').notNull(),
    url: text('url').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage'),
    pageBudget: integer('page_budget').notNull(),
    /** The plan allowed the Technical SEO audit's deeper checks when the audit started (ADR 038). */
    technicalChecks: boolean('technical_checks').notNull().default(false),
    pagesCrawled: integer('pages_crawled').notNull().default(0),
    summary: jsonb('summary').$type<AuditSummary>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('seo_audits_site_idx').on(table.workspaceId, table.site, table.createdAt),
    // One audit of a site under way at a time: a second would crawl the same pages for nothing.
    uniqueIndex('seo_audits_one_under_way')
      .on(table.workspaceId, table.site)
      .where(sql`status in ('queued', 'running')`),
  ],
);

/**
 * An issue on a page of a site, kept across audits: found again it stays (and re-opens if it was
 * marked fixed); gone from a page an audit read again, it is fixed by the crawl.
 */
export const seoIssues = pgTable(
  'seo_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    check: text('check').notNull(),
    page: text('page').notNull(),
    detail: text('detail').notNull(),
    priority: text('priority', { enum: ['High', 'Medium', 'Low'] }).notNull(),
    status: text('status', { enum: ['pending', 'fixed'] })
      .notNull()
      .default('pending'),
    firstAuditId: uuid('first_audit_id').references(() => seoAudits.id, { onDelete: 'set null' }),
    lastAuditId: uuid('last_audit_id').references(() => seoAudits.id, { onDelete: 'set null' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    fixedAt: timestamp('fixed_at', { withTimezone: true }),
    fixedBy: text('fixed_by', { enum: ['user', 'crawl'] }),
    fixedByUser: text('fixed_by_user').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('seo_issues_page_check').on(table.workspaceId, table.site, table.check, table.page),
    index('seo_issues_list_idx').on(table.workspaceId, table.site, table.status, table.priority),
  ],
);

/**
 * The search data provider's keyword figures as it last gave them, per workspace: shown again when
 * the provider fails (issue 18: an outage keeps the last data).
 */
export const seoKeywordMetrics = pgTable(
  'seo_keyword_metrics',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    locationCode: integer('location_code').notNull(),
    languageCode: text('language_code').notNull(),
    volume: integer('volume'),
    difficultyScore: integer('difficulty_score'),
    cpc: doublePrecision('cpc'),
    trend: text('trend', { enum: ['up', 'down', 'flat'] }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.keyword, table.locationCode, table.languageCode] })],
);

/** The provider's figures of a domain (authority, backlinks, traffic) as it last gave them. */
export const seoDomainMetrics = pgTable(
  'seo_domain_metrics',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    authority: integer('authority'),
    backlinks: bigint('backlinks', { mode: 'number' }),
    referringDomains: bigint('referring_domains', { mode: 'number' }),
    traffic: bigint('traffic', { mode: 'number' }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.domain] })],
);

/** One keyword search (Find Keywords): its ideas as shown, and a count against the plan's monthly limit. */
export const seoKeywordResearch = pgTable(
  'seo_keyword_research',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    term: text('term').notNull(),
    ideas: jsonb('ideas').$type<KeywordIdea[]>().notNull(),
    provider: jsonb('provider').$type<ProviderState>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('seo_keyword_research_workspace_idx').on(table.workspaceId, table.createdAt)],
);

/** One competitor analysis, run as a job: the competitors crawled and compared with the user's site. */
export const seoCompetitorAnalyses = pgTable(
  'seo_competitor_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    site: text('site').notNull(),
    url: text('url').notNull(),
    /** The project's competitors when it names some; empty: discover them. */
    named: jsonb('named').$type<string[]>().notNull(),
    /** The plan's competitor limit when it started; null for unlimited. */
    competitorLimit: integer('competitor_limit'),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage'),
    result: jsonb('result').$type<CompetitorResult>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('seo_competitor_analyses_workspace_idx').on(table.workspaceId, table.createdAt),
    uniqueIndex('seo_competitor_analyses_one_under_way')
      .on(table.workspaceId)
      .where(sql`status in ('queued', 'running')`),
  ],
);
