import type { Socket } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';

/** Past this the rest of a body is not read: more than the largest upload Uplift takes (a 256 MB video). */
const lingerMaxBytes = 300 * 1024 * 1024;
/** A client that sends nothing for this long has stopped sending. */
const lingerIdleMs = 10_000;

/**
 * An answer given before the request's body is all read (an upload too large, without room, not a
 * video at its first bytes, or a session that expired) must still reach the browser, which reads it
 * only once it has sent the body or failed to. Node and the Hono adapter close such a connection
 * soon after the answer is written (the adapter once it has drained half a second or 64 MB), and
 * closing under unread bytes sends a reset that loses the answer on its way. So the answer says
 * `Connection: close`, and the connection closes once the rest of the body is read and dropped, as
 * nginx's lingering close does: when it ends, past `lingerMaxBytes`, or after `lingerIdleMs`
 * without a byte.
 */
export const answerBeforeBody: MiddlewareHandler = async (c, next) => {
  await next();
  const { incoming } = (c.env ?? {}) as Partial<HttpBindings>;
  if (!incoming || incoming.readableEnded || incoming.socket.destroyed) return;
  const body = c.req.raw.body;
  if (!body || body.locked) return;
  c.header('Connection', 'close');
  closeAfterBody(incoming.socket, body);
};

function closeAfterBody(socket: Socket, body: ReadableStream<Uint8Array>): void {
  let answered = false;
  let drained = false;
  // Node (for `Connection: close`) and the adapter (for an unread body) close with destroySoon once
  // the answer is written: here that ends the answer and waits for the body.
  socket.destroySoon = () => {
    answered = true;
    socket.end();
    if (drained) socket.destroy();
  };
  socket.setTimeout(lingerIdleMs, () => socket.destroy());
  void dropRest(body).then(() => {
    drained = true;
    if (answered) socket.destroy();
  });
}

async function dropRest(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  try {
    for (let read = 0; read <= lingerMaxBytes;) {
      const next = await reader.read();
      if (next.done) return;
      read += next.value.length;
    }
  } catch {
    // The client went away: there is nothing left to read.
  }
}
