import { z } from 'zod';
import { importAudiences } from './mailchimp-audiences';
import { type ProviderContext, ProviderRejection, provider, rejectionOf } from './provider';

const credentials = z.object({
  apiKey: z.string().regex(/^[0-9a-f]{32}-[a-z]{2,4}\d{1,3}$/, 'A Mailchimp API key ends with its data centre, such as …-us21'),
});
type MailchimpCredentials = z.infer<typeof credentials>;

/** Mailchimp's API lives at the key's data centre: https://us21.api.mailchimp.com/3.0. */
export function mailchimpBase(context: ProviderContext, apiKey: string): string {
  const dataCentre = apiKey.split('-')[1]!;
  return context.baseUrlOf('mailchimp', `https://${dataCentre}.api.mailchimp.com`) + '/3.0';
}

export const mailchimpAuthorization = (apiKey: string) => ({
  authorization: `Basic ${Buffer.from(`uplift:${apiKey}`).toString('base64')}`,
});

/** A Mailchimp account, for importing its audiences into e-mail lists. */
export const mailchimp = provider<MailchimpCredentials>({
  id: 'mailchimp',
  name: 'Mailchimp',
  description: 'Bring your Mailchimp audiences’ subscribed contacts into your e-mail lists.',
  category: 'email',
  fields: [
    {
      name: 'apiKey',
      label: 'API key',
      type: 'password',
      placeholder: '0123…cdef-us21',
      hint: 'In Mailchimp: Profile → Extras → API keys → Create A Key.',
    },
  ],
  credentials,

  async verify(context, { apiKey }) {
    const response = await context.api.call({
      method: 'GET',
      url: `${mailchimpBase(context, apiKey)}/`,
      headers: mailchimpAuthorization(apiKey),
    });
    if (response.status !== 200) throw rejectionOf('Mailchimp', response, { 401: 'Mailchimp refused the API key.' });
    const account = z.object({ account_name: z.string() }).safeParse(response.json);
    if (!account.success) throw new ProviderRejection('Mailchimp answered without its account.');
    return { label: account.data.account_name };
  },

  sync(context, { apiKey }, run) {
    return importAudiences({ context, base: mailchimpBase(context, apiKey), headers: mailchimpAuthorization(apiKey) }, run);
  },
});
