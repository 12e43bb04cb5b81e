import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { type ProviderContext, ProviderRejection, provider, rejectionOf, siteBase } from './provider';

const credentials = z.object({
  adminUrl: z.url({ protocol: /^https?$/, error: 'Enter the site’s address, such as https://news.example.com' }),
  adminApiKey: z.string().regex(/^[0-9a-f]{24}:[0-9a-f]{64}$/, 'An Admin API key looks like 24 hex digits, a colon and 64 more'),
});
type GhostCredentials = z.infer<typeof credentials>;

const refused = {
  401: 'Ghost refused the Admin API key.',
  403: 'Ghost refused the Admin API key.',
  404: 'No Ghost Admin API answers at this address.',
};

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** Ghost's Admin API token: a JWT of five minutes signed with the key's secret, for the /admin/ audience. */
export function ghostToken(adminApiKey: string, now = Date.now()): string {
  const [id, secret] = adminApiKey.split(':') as [string, string];
  const issuedAt = Math.floor(now / 1000);
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: id }))}.${base64url(JSON.stringify({ iat: issuedAt, exp: issuedAt + 300, aud: '/admin/' }))}`;
  return `${unsigned}.${base64url(createHmac('sha256', Buffer.from(secret, 'hex')).update(unsigned).digest())}`;
}

function headers(site: GhostCredentials) {
  return { authorization: `Ghost ${ghostToken(site.adminApiKey)}`, 'accept-version': 'v5.0' };
}

const adminUrl = (site: GhostCredentials, route: string) => `${siteBase(site.adminUrl)}/ghost/api/admin${route}`;

/** A Ghost site, through its Admin API with an Admin API key of a custom integration. */
export const ghost = provider<GhostCredentials>({
  id: 'ghost',
  name: 'Ghost',
  description: 'Publish content items to your Ghost site as posts or drafts, with their feature image.',
  category: 'other',
  fields: [
    {
      name: 'adminUrl',
      label: 'Site address',
      type: 'url',
      placeholder: 'https://news.example.com',
      hint: 'The address of your Ghost site.',
    },
    {
      name: 'adminApiKey',
      label: 'Admin API key',
      type: 'password',
      placeholder: '6489…:a1b2…',
      hint: 'In Ghost: Settings → Integrations → Add custom integration.',
    },
  ],
  credentials,

  async verify({ api }: ProviderContext, site) {
    const response = await api.call({ method: 'GET', url: adminUrl(site, '/site/'), headers: headers(site) });
    if (response.status !== 200) throw rejectionOf('Ghost', response, refused);
    const answer = z.object({ site: z.object({ title: z.string() }) }).safeParse(response.json);
    if (!answer.success) throw new ProviderRejection(refused[404]);
    return { label: `${answer.data.site.title} (${new URL(site.adminUrl).host})` };
  },

  async publish({ api }, site, post) {
    let featureImage: string | undefined;
    if (post.featuredImage) {
      const upload = await api.call({
        method: 'POST',
        url: adminUrl(site, '/images/upload/'),
        headers: headers(site),
        body: {
          multipart: [
            { name: 'file', ...post.featuredImage },
            { name: 'purpose', value: 'image' },
          ],
        },
      });
      if (upload.status !== 201) throw rejectionOf('Ghost', upload, refused);
      const images = z.object({ images: z.array(z.object({ url: z.string() })).min(1) }).safeParse(upload.json);
      if (!images.success) throw new ProviderRejection('Ghost answered without the uploaded image.');
      featureImage = images.data.images[0]!.url;
    }
    const response = await api.call({
      method: 'POST',
      url: adminUrl(site, '/posts/'),
      query: { source: 'html' },
      headers: headers(site),
      body: {
        json: {
          posts: [
            {
              title: post.title,
              html: post.html,
              status: post.status === 'publish' ? 'published' : 'draft',
              ...(featureImage ? { feature_image: featureImage } : {}),
            },
          ],
        },
      },
    });
    if (response.status !== 201) throw rejectionOf('Ghost', response, refused);
    const created = z.object({ posts: z.array(z.object({ id: z.string(), url: z.string() })).min(1) }).safeParse(response.json);
    if (!created.success) throw new ProviderRejection('Ghost answered without the new post.');
    return { remoteId: created.data.posts[0]!.id, url: created.data.posts[0]!.url };
  },
});
