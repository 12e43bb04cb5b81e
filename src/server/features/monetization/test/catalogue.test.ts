import { describe, expect, test } from 'vitest';
import type { DigitalProduct, ProductAnalytics } from '@/shared/monetization/products';
import type { ConsultingService } from '@/shared/monetization/services';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';

const uplift = useTestServer();

const today = () => new Date().toISOString().slice(0, 10);
const products = async (client: TestClient) => (await client.get('/api/monetization/products')).body.products as DigitalProduct[];
const services = async (client: TestClient) => (await client.get('/api/monetization/services')).body.services as ConsultingService[];

describe('digital products and services', () => {
  test('a product’s price without a currency is in dollars; its sales and link follow it, newest first', async () => {
    const client = await uplift.member('products.add@monetization.test');
    const blank = await client.post('/api/monetization/products', { name: 'Guide', type: 'eBook', price: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Please fill in all required fields');
    const wrong = await client.post('/api/monetization/products', { name: 'Guide', type: 'eBook', price: 'free' });
    expect(wrong.body.error.message).toBe('Enter a price such as $49 or 49 EUR');

    const course = await client.post('/api/monetization/products', { name: 'Sourdough Course', type: 'Online Course', price: '1,299' });
    expect(course.status).toBe(201);
    expect(course.body).toMatchObject({ priceMinor: 129_900, currency: 'USD', status: 'Active', link: null, sales: 0, revenue: [] });
    const guide = await client.post('/api/monetization/products', {
      name: 'Bread Guide',
      type: 'eBook',
      price: '€19',
      destination: 'https://shop.example/guide',
    });
    expect(guide.body).toMatchObject({ priceMinor: 1900, currency: 'EUR', link: { destination: 'https://shop.example/guide' } });

    const sale = { amount: '19', currency: 'EUR', date: today(), stream: 'products', productId: guide.body.id };
    for (let count = 0; count < 2; count++) expect((await client.post('/api/monetization/revenue', sale)).status).toBe(201);
    expect((await client.post('/api/monetization/revenue', { ...sale, amount: '-19' })).status).toBe(201);
    const listed = await products(client);
    expect(listed.map((product) => product.name)).toEqual(['Bread Guide', 'Sourdough Course']);
    expect(listed[0]).toMatchObject({ sales: 2, revenue: [{ currency: 'EUR', amountMinor: 1900 }] });

    const clicked = await fetch(guide.body.link.url, {
      redirect: 'manual',
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Firefox/133.0' },
    });
    expect(new URL(clicked.headers.get('location')!).searchParams.get('utm_medium')).toBe('product');
    await expect
      .poll(async () =>
        ((await client.get(`/api/monetization/products/${guide.body.id}/analytics?range=7d`)).body as ProductAnalytics).days.at(-1),
      )
      .toEqual({ day: today(), clicks: 1, sales: 2, revenueMinor: 1900 });

    // Editing without the sale page keeps the link; an empty one removes it.
    expect((await client.patch(`/api/monetization/products/${guide.body.id}`, { price: '21 EUR' })).body).toMatchObject({
      priceMinor: 2100,
      link: { id: guide.body.link.id },
    });
    expect((await client.patch(`/api/monetization/products/${guide.body.id}`, { destination: '' })).body.link).toBeNull();
    expect((await fetch(guide.body.link.url, { redirect: 'manual' })).status).toBe(404);
    expect((await client.delete(`/api/monetization/products/${guide.body.id}`)).status).toBe(204);
    expect((await products(client)).map((product) => product.name)).toEqual(['Sourdough Course']);
  });

  test('a service keeps its clients, and the revenue recorded against it', async () => {
    const client = await uplift.member('services.add@monetization.test');
    const stranger = await uplift.member('services.stranger@monetization.test');
    const added = await client.post('/api/monetization/services', { name: 'SEO Audit', type: 'Monthly Retainer', price: '$1,500' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      status: 'Available',
      priceMinor: 150_000,
      currency: 'USD',
      activeClients: 0,
      clients: [],
      revenue: [],
    });
    const id = added.body.id as string;
    const ada = await client.post(`/api/monetization/services/${id}/clients`, {
      name: 'Ada Bakery',
      email: 'ada@bakery.example',
      startedOn: '2026-09-01',
    });
    await client.post(`/api/monetization/services/${id}/clients`, { name: 'Corner Shop', startedOn: '2026-10-01' });
    expect((await client.patch(`/api/monetization/services/${id}/clients/${ada.body.id}`, { endedOn: '2026-11-01' })).body.endedOn).toBe(
      '2026-11-01',
    );
    await client.post('/api/monetization/revenue', { amount: '1500', currency: 'USD', date: today(), stream: 'services', serviceId: id });
    expect((await services(client))[0]).toMatchObject({
      activeClients: 1,
      clients: [
        { name: 'Ada Bakery', endedOn: '2026-11-01' },
        { name: 'Corner Shop', endedOn: null },
      ],
      revenue: [{ currency: 'USD', amountMinor: 150_000 }],
    });
    expect((await client.patch(`/api/monetization/services/${id}`, { status: 'Paused' })).body.status).toBe('Paused');

    expect((await stranger.post(`/api/monetization/services/${id}/clients`, { name: 'Me', startedOn: '2026-11-01' })).status).toBe(404);
    expect((await stranger.delete(`/api/monetization/services/${id}/clients/${ada.body.id}`)).status).toBe(404);
    expect((await stranger.patch(`/api/monetization/services/${id}`, { status: 'Available' })).status).toBe(404);

    // The service goes; the money it earned stays in Consulting Services.
    expect((await client.delete(`/api/monetization/services/${id}`)).status).toBe(204);
    const summary = (await client.get('/api/monetization/summary')).body;
    expect(summary.streams[2]).toMatchObject({ stream: 'services', totals: [{ currency: 'USD', amountMinor: 150_000 }] });
  });
});
