// Local Slack and Discord incoming webhooks at their real paths: Slack answers "ok" in plain text,
// Discord 204 to a message and the webhook object to a GET; unknown hooks answer as each does.
import type { ServerResponse } from 'node:http';
import { type ReceivedRequest, sendJson, startFakeHttp } from '../../../test/fake-http';

export interface FakeChatWebhooks {
  slackUrl: string;
  discordUrl: string;
  /** Messages posted, by service. */
  slackMessages: string[];
  discordMessages: string[];
  received: ReceivedRequest[];
  /** False: the hooks are gone, as when a channel's webhook is deleted. */
  hooksExist: boolean;
  close(): Promise<void>;
}

const slackPath = '/services/T000/B000/XXXXXXXXXXXXXXXXXXXXXXXX';
const discordPath = '/api/webhooks/1234567890/abcdefghijklmnop';

export async function startFakeChatWebhooks(): Promise<FakeChatWebhooks> {
  const slackMessages: string[] = [];
  const discordMessages: string[] = [];
  const text = (response: ServerResponse, status: number, body: string): void => {
    response.writeHead(status, { 'content-type': 'text/html' }).end(body);
  };

  const fake = { hooksExist: true } as FakeChatWebhooks;
  const server = await startFakeHttp((request, response) => {
    if (request.path === slackPath && request.method === 'POST') {
      if (!fake.hooksExist) return text(response, 404, 'no_service');
      const message = (request.json as { text?: unknown } | undefined)?.text;
      if (typeof message !== 'string' || !message) return text(response, 400, 'no_text');
      slackMessages.push(message);
      return text(response, 200, 'ok');
    }
    if (request.path === discordPath) {
      if (!fake.hooksExist) return sendJson(response, 404, { message: 'Unknown Webhook', code: 10015 });
      if (request.method === 'GET')
        return sendJson(response, 200, { id: '1234567890', type: 1, name: 'Uplift alerts', channel_id: '42', token: 'abcdefghijklmnop' });
      if (request.method === 'POST') {
        const content = (request.json as { content?: unknown } | undefined)?.content;
        if (typeof content !== 'string' || !content)
          return sendJson(response, 400, { message: 'Cannot send an empty message', code: 50006 });
        discordMessages.push(content);
        response.writeHead(204).end();
        return;
      }
    }
    return text(response, 404, 'not found');
  });
  Object.assign(fake, {
    slackUrl: `${server.origin}${slackPath}`,
    discordUrl: `${server.origin}${discordPath}`,
    slackMessages,
    discordMessages,
    received: server.received,
    close: server.close,
  });
  return fake;
}
