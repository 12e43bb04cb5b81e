import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { ReportQuery } from '@/shared/analytics/analytics';
import type { ConversionSuggestions } from '@/shared/monetization/suggestions';
import type { AiEngine } from '../../../ai';
import type { Entitlements } from '../../../billing/entitlements';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { recordUserEvent } from '../../../events/service';
import type { UsageMeter } from '../../../usage/meter';
import { figuresOfAddresses } from '../../analytics';
import { publishedContent } from '../../content';
import { creditedConversions } from '../attribution/credited-conversions';
import { clicksByContent } from '../attribution/top-content';
import { monetizationClicks, monetizationLinks } from '../links/schema';
import { monetizationProducts } from '../products/schema';
import { monetizationPrograms } from '../programs/schema';
import type { RevenueLedger } from '../revenue/revenue-ledger';
import { type SuggestionFigures, suggestionsFrom } from './suggestion-figures';
import { suggestionsRecipe } from './suggestions-recipe';

const dayMs = 86_400_000;

/** Optimize Conversions → Get Suggestions: the rules over the period's figures, worded by the AI when one is configured. */
export class SuggestionsService {
  constructor(
    private readonly deps: { db: Database; ledger: RevenueLedger; ai: AiEngine; entitlements: Entitlements; usage: UsageMeter },
  ) {}

  async suggest(viewer: Viewer, query: ReportQuery): Promise<ConversionSuggestions> {
    await recordUserEvent(this.deps.db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'conversion_suggestions_requested',
      description: 'Asked for conversion suggestions',
      data: {},
    });
    const candidates = suggestionsFrom(await this.figures(viewer.workspaceId, query));
    const byProvider = candidates.length > 0 && (await this.deps.ai.status()).source === 'ai';
    if (!byProvider) return { suggestions: candidates, writtenBy: 'rules' };
    const allowance = allowanceOf(viewer);
    await (await this.deps.entitlements.of(allowance)).ensureRoomFor('contentGeneration');
    const draft = await this.deps.ai.write(suggestionsRecipe(candidates), { workspaceId: viewer.workspaceId, userId: viewer.userId });
    if (draft.source === 'ai')
      await this.deps.usage.recordContentGeneration(allowance.workspaceId, viewer.userId, 'conversion-suggestions');
    return { suggestions: draft.payload, writtenBy: draft.source === 'ai' ? 'ai' : 'rules' };
  }

  private async figures(workspaceId: string, query: ReportQuery): Promise<SuggestionFigures> {
    const { db, ledger } = this.deps;
    const span = ledger.spanOf(query);
    const clicks = await db
      .select({ linkId: monetizationClicks.linkId, clicks: count() })
      .from(monetizationClicks)
      .where(
        and(
          eq(monetizationClicks.workspaceId, workspaceId),
          gte(monetizationClicks.occurredAt, span.start),
          lt(monetizationClicks.occurredAt, span.end),
        ),
      )
      .groupBy(monetizationClicks.linkId);
    const converted = new Map<string, number>();
    for (const conversion of await creditedConversions(db, workspaceId, span)) {
      converted.set(conversion.linkId, (converted.get(conversion.linkId) ?? 0) + (conversion.amountMinor >= 0 ? 1 : 0));
    }
    const links = await db
      .select({ id: monetizationLinks.id, program: monetizationPrograms.name, product: monetizationProducts.name })
      .from(monetizationLinks)
      .leftJoin(monetizationPrograms, eq(monetizationPrograms.id, monetizationLinks.programId))
      .leftJoin(monetizationProducts, eq(monetizationProducts.id, monetizationLinks.productId))
      .where(and(eq(monetizationLinks.workspaceId, workspaceId)));
    const items = (await publishedContent(db, workspaceId)).filter((item) => item.publishedUrl);
    const visits = await figuresOfAddresses(
      db,
      workspaceId,
      items.map((item) => item.publishedUrl!),
      span,
    );
    const fromContent = await clicksByContent(db, workspaceId, span);
    return {
      days: Math.round((span.end.getTime() - span.start.getTime()) / dayMs),
      links: links.flatMap((link) =>
        link.program || link.product
          ? [
              {
                name: (link.program ?? link.product)!,
                kind: link.program ? ('program' as const) : ('product' as const),
                clicks: clicks.find((row) => row.linkId === link.id)?.clicks ?? 0,
                conversions: converted.get(link.id) ?? 0,
              },
            ]
          : [],
      ),
      pages: items.map((item) => ({
        title: item.title,
        visitors: visits.get(item.publishedUrl!)?.visitors ?? 0,
        clicks: fromContent.get(item.id) ?? 0,
      })),
      summary: await ledger.summary(workspaceId, query),
    };
  }
}
