// A local Mailchimp Marketing API (3.0) at one data centre: Basic auth with any user and the API key,
// the account root, audiences and their members with offset paging, in Mailchimp's own shapes.
import { type ReceivedRequest, sendJson, startFakeHttp } from '../../../test/fake-http';

export interface FakeMailchimpMember {
  email_address: string;
  status: 'subscribed' | 'unsubscribed' | 'cleaned' | 'pending' | 'transactional';
  merge_fields: { FNAME?: string; LNAME?: string };
}

export interface FakeMailchimp {
  origin: string;
  apiKey: string;
  received: ReceivedRequest[];
  lists: Array<{ id: string; name: string; members: FakeMailchimpMember[] }>;
  /** While true, everything but the account root answers 503, as during an outage. */
  unavailable: boolean;
  close(): Promise<void>;
}

const problem = (status: number, title: string, detail: string) => ({
  type: 'https://mailchimp.com/developer/marketing/docs/errors/',
  title,
  status,
  detail,
});

export async function startFakeMailchimp(): Promise<FakeMailchimp> {
  const apiKey = '0123456789abcdef0123456789abcdef-us21';
  const fake: Pick<FakeMailchimp, 'apiKey' | 'lists' | 'unavailable'> = { apiKey, lists: [], unavailable: false };
  const server = await startFakeHttp((request, response) => {
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    const key = scheme === 'Basic' && encoded ? Buffer.from(encoded, 'base64').toString().split(':')[1] : undefined;
    if (key !== apiKey)
      return sendJson(
        response,
        401,
        problem(401, 'API Key Invalid', 'Your API key may be invalid, or you’ve attempted to access the wrong datacenter.'),
      );
    if (request.method !== 'GET')
      return sendJson(response, 405, problem(405, 'Method Not Allowed', 'The requested method and resource are not compatible.'));
    if (request.path === '/3.0/')
      return sendJson(response, 200, { account_id: 'acc1', account_name: 'Bakery & Co', email: 'owner@bakery.example' });
    if (fake.unavailable)
      return sendJson(response, 503, problem(503, 'Service Unavailable', 'Mailchimp is down for maintenance. Please try again later.'));
    const count = Number(request.query.get('count') ?? 10);
    const offset = Number(request.query.get('offset') ?? 0);
    if (request.path === '/3.0/lists') {
      return sendJson(response, 200, {
        lists: fake.lists.slice(offset, offset + count).map(({ id, name }) => ({ id, name })),
        total_items: fake.lists.length,
      });
    }
    const members = /^\/3\.0\/lists\/([^/]+)\/members$/.exec(request.path);
    const list = members && fake.lists.find((candidate) => candidate.id === members[1]);
    if (list) {
      const status = request.query.get('status');
      const chosen = list.members.filter((member) => !status || member.status === status);
      return sendJson(response, 200, { members: chosen.slice(offset, offset + count), total_items: chosen.length });
    }
    return sendJson(response, 404, problem(404, 'Resource Not Found', 'The requested resource could not be found.'));
  });
  return Object.assign(fake, { origin: server.origin, received: server.received, close: server.close });
}
