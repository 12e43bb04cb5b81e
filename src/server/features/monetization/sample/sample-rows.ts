import { and, eq, inArray } from 'drizzle-orm';
import type { RevenueStream } from '@/shared/monetization/monetization';
import type { ProductType } from '@/shared/monetization/products';
import type { ServiceType } from '@/shared/monetization/services';
import { seededRandom } from '../../../lib/seeded-random';
import type { SampleRows } from '../../../sample-workspace/sample-rows';
import { content, samplePublishedUrls } from '../../content';
import { newClickId } from '../links/clicks';
import { monetizationClicks, monetizationLinks } from '../links/schema';
import { monetizationProducts } from '../products/schema';
import { monetizationPrograms } from '../programs/schema';
import { monetizationRevenue } from '../revenue/schema';
import { monetizationServiceClients, monetizationServices } from '../services/schema';

const dayMs = 86_400_000;
const days = 60;

const programs = [
  {
    name: 'Flour Co. Partners',
    category: 'Baking Supplies',
    commission: '10% per sale',
    clicksPerDay: 9,
    conversion: 0.06,
    commissionMinor: 420,
  },
  {
    name: 'Kitchen Tools Club',
    category: 'Equipment',
    commission: '$5–$20 per sale',
    clicksPerDay: 5,
    conversion: 0.05,
    commissionMinor: 1200,
  },
  { name: 'Bake School', category: 'Education', commission: '30% recurring', clicksPerDay: 3, conversion: 0.08, commissionMinor: 2370 },
] as const;

const products: readonly { name: string; type: ProductType; priceMinor: number; currency: string; salesPerWeek: number }[] = [
  { name: 'Sourdough Masterclass', type: 'Online Course', priceMinor: 7900, currency: 'USD', salesPerWeek: 3 },
  { name: 'Weekend Baking eBook', type: 'eBook', priceMinor: 1200, currency: 'USD', salesPerWeek: 6 },
  { name: 'Bakery Pricing Templates', type: 'Digital Template', priceMinor: 1900, currency: 'EUR', salesPerWeek: 2 },
];

const services: readonly { name: string; type: ServiceType; priceMinor: number; clients: string[] }[] = [
  { name: 'Bakery Consulting Call', type: 'One-time Service', priceMinor: 15_000, clients: ['Corner Café', 'Hillside Deli'] },
  { name: 'Menu & Pricing Retainer', type: 'Monthly Retainer', priceMinor: 60_000, clients: ['Maple Street Bakery'] },
];

/**
 * The Monetization Hub's part of the Sample workspace (ADR 008, 031): three affiliate programs with
 * sixty days of clicks from the sample's published posts and the conversions their networks posted
 * back (one reversed), three products with their sales (one in euros), two services with clients
 * and their fees. The same on every load (a seeded generator), dated from the moment of loading.
 */
export const monetizationSampleRows: SampleRows = {
  async insert(tx, { workspaceId, userId, now }) {
    const random = seededRandom(35);
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * dayMs - Math.floor(random() * dayMs));
    const published = await tx
      .select({ id: content.id })
      .from(content)
      .where(and(eq(content.workspaceId, workspaceId), inArray(content.publishedUrl, [...samplePublishedUrls])));
    const revenue: (typeof monetizationRevenue.$inferInsert)[] = [];
    const row = (
      stream: RevenueStream,
      amountMinor: number,
      currency: string,
      occurredAt: Date,
      extra: Partial<typeof monetizationRevenue.$inferInsert>,
    ) =>
      revenue.push({
        workspaceId,
        source: 'manual',
        dedupeKey: `sample-${revenue.length}`,
        stream,
        amountMinor,
        currency,
        occurredAt,
        createdBy: userId,
        ...extra,
      });

    for (const [index, program] of programs.entries()) {
      const [made] = await tx
        .insert(monetizationPrograms)
        .values({
          workspaceId,
          name: program.name,
          category: program.category,
          commission: program.commission,
          createdAt: new Date(now.getTime() - 90 * dayMs),
        })
        .returning({ id: monetizationPrograms.id });
      const [link] = await tx
        .insert(monetizationLinks)
        .values({
          workspaceId,
          // Unique across the instance: the workspace's own id, and the program's place.
          slug: `${workspaceId.replaceAll('-', '').slice(0, 20)}${index}`,
          programId: made!.id,
          destination: `https://partners.example/${program.name.toLowerCase().replace(/[^a-z]+/g, '-')}?ref=sunrise`,
        })
        .returning({ id: monetizationLinks.id });
      const clicks: (typeof monetizationClicks.$inferInsert)[] = [];
      for (let daysAgo = days - 1; daysAgo >= 0; daysAgo--) {
        const count = Math.round(program.clicksPerDay * (0.6 + random() * 0.8));
        for (let click = 0; click < count; click++) {
          const clickId = newClickId();
          const occurredAt = at(daysAgo);
          const fromContent = published.length > 0 && random() < 0.7 ? published[Math.floor(random() * published.length)]!.id : null;
          clicks.push({
            clickId,
            linkId: link!.id,
            workspaceId,
            visitorId: BigInt(Math.floor(random() * 1e12)),
            contentId: fromContent,
            occurredAt,
          });
          if (random() < program.conversion)
            row('affiliate', program.commissionMinor, 'USD', occurredAt, {
              source: 'postback',
              dedupeKey: `${made!.id}:S-${clicks.length}`,
              programId: made!.id,
              clickId,
              notes: `Order S-${clicks.length}`,
            });
        }
      }
      await tx.insert(monetizationClicks).values(clicks);
    }
    // A network took one commission back.
    const taken = revenue.find((entry) => entry.source === 'postback');
    if (taken)
      row('affiliate', -taken.amountMinor, 'USD', new Date(taken.occurredAt.getTime() + 3 * dayMs), {
        source: 'postback',
        dedupeKey: `reversed:${taken.dedupeKey}`,
        programId: taken.programId,
        notes: `${taken.notes} reversed`,
      });

    for (const product of products) {
      const [made] = await tx
        .insert(monetizationProducts)
        .values({ workspaceId, name: product.name, type: product.type, priceMinor: product.priceMinor, currency: product.currency })
        .returning({ id: monetizationProducts.id });
      const stream = product.type === 'Online Course' ? 'courses' : 'products';
      for (let daysAgo = days - 1; daysAgo >= 0; daysAgo--) {
        if (random() < product.salesPerWeek / 7)
          row(stream, product.priceMinor, product.currency, at(daysAgo), { productId: made!.id, notes: 'Sample sale' });
      }
    }

    for (const service of services) {
      const [made] = await tx
        .insert(monetizationServices)
        .values({ workspaceId, name: service.name, type: service.type, priceMinor: service.priceMinor, currency: 'USD' })
        .returning({ id: monetizationServices.id });
      await tx.insert(monetizationServiceClients).values(
        service.clients.map((name, index) => ({
          workspaceId,
          serviceId: made!.id,
          name,
          startedOn: new Date(now.getTime() - (50 - index * 20) * dayMs).toISOString().slice(0, 10),
        })),
      );
      for (const [index, name] of service.clients.entries()) {
        // A retainer is paid each month; a call once.
        const payments = service.type === 'Monthly Retainer' ? [2, 32] : [48 - index * 20];
        for (const daysAgo of payments) row('services', service.priceMinor, 'USD', at(daysAgo), { serviceId: made!.id, notes: name });
      }
    }
    await tx.insert(monetizationRevenue).values(revenue);
  },
};
