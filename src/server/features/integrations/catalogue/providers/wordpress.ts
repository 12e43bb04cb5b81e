import { z } from 'zod';
import { escapeHtml } from '../../../../lib/escape-html';
import { type ProviderContext, ProviderRejection, provider, rejectionOf, siteBase } from './provider';

const credentials = z.object({
  siteUrl: z.url({ protocol: /^https?$/, error: 'Enter the site’s address, such as https://blog.example.com' }),
  username: z.string().min(1).max(200),
  applicationPassword: z.string().min(1).max(200),
});
type WordPressCredentials = z.infer<typeof credentials>;

const refused = {
  401: 'WordPress refused the username or application password.',
  403: 'This WordPress user may not publish posts.',
  404: 'No WordPress REST API answers at this address.',
};

function authorization({ username, applicationPassword }: WordPressCredentials) {
  // Application passwords are shown in groups of four; WordPress accepts them with or without the spaces.
  return { authorization: `Basic ${Buffer.from(`${username}:${applicationPassword.replace(/\s+/g, '')}`).toString('base64')}` };
}

const restUrl = (site: WordPressCredentials, route: string) => `${siteBase(site.siteUrl)}/wp-json/wp/v2${route}`;

/** A self-hosted or hosted WordPress site, through its REST API with an application password. */
export const wordpress = provider<WordPressCredentials>({
  id: 'wordpress',
  name: 'WordPress',
  description: 'Publish content items to your WordPress site as posts or drafts, with their featured image.',
  category: 'other',
  fields: [
    {
      name: 'siteUrl',
      label: 'Site address',
      type: 'url',
      placeholder: 'https://blog.example.com',
      hint: 'The address of your WordPress site.',
    },
    { name: 'username', label: 'Username', type: 'text', placeholder: 'editor', hint: 'A WordPress user who may publish posts.' },
    {
      name: 'applicationPassword',
      label: 'Application password',
      type: 'password',
      placeholder: 'abcd efgh ijkl mnop qrst uvwx',
      hint: 'In WordPress: Users → Profile → Application Passwords.',
    },
  ],
  credentials,

  async verify({ api }: ProviderContext, site) {
    const response = await api.call({
      method: 'GET',
      url: restUrl(site, '/users/me'),
      query: { context: 'edit' },
      headers: authorization(site),
    });
    if (response.status !== 200) throw rejectionOf('WordPress', response, refused);
    const me = z.object({ name: z.string(), capabilities: z.record(z.string(), z.boolean()).optional() }).safeParse(response.json);
    if (!me.success) throw new ProviderRejection(refused[404]);
    if (me.data.capabilities && !me.data.capabilities.publish_posts) throw new ProviderRejection(refused[403]);
    return { label: `${new URL(site.siteUrl).host} (${me.data.name})` };
  },

  async publish({ api }, site, post) {
    let featuredMedia: number | undefined;
    if (post.featuredImage) {
      const upload = await api.call({
        method: 'POST',
        url: restUrl(site, '/media'),
        headers: { ...authorization(site), 'content-disposition': `attachment; filename="${post.featuredImage.filename}"` },
        body: { raw: post.featuredImage.data, contentType: post.featuredImage.contentType },
      });
      if (upload.status !== 201) throw rejectionOf('WordPress', upload, refused);
      const media = z.object({ id: z.number() }).safeParse(upload.json);
      if (!media.success) throw new ProviderRejection('WordPress answered without the uploaded image.');
      featuredMedia = media.data.id;
    }
    const response = await api.call({
      method: 'POST',
      url: restUrl(site, '/posts'),
      headers: authorization(site),
      body: {
        // WordPress keeps a title as HTML (unfiltered for its admins): ours is text, so it goes escaped.
        json: {
          title: escapeHtml(post.title),
          content: post.html,
          status: post.status,
          ...(featuredMedia ? { featured_media: featuredMedia } : {}),
        },
      },
    });
    if (response.status !== 201) throw rejectionOf('WordPress', response, refused);
    const created = z.object({ id: z.number(), link: z.string() }).safeParse(response.json);
    if (!created.success) throw new ProviderRejection('WordPress answered without the new post.');
    return { remoteId: String(created.data.id), url: created.data.link };
  },
});
