import { Hono } from 'hono';
import type { CoreDeps } from '../../context';
import type { AppEnv } from '../../auth/viewer';
import { ClientUsers } from './service';

const json = { 'Content-Type': 'application/json' };

export function meRoutes({ plans, usage }: CoreDeps) {
  const clientUsers = new ClientUsers({ plans, usage });
  // Not an async handler: an answer already written goes out with no promise of its own.
  return new Hono<AppEnv>().get('/', (c): Response | Promise<Response> => {
    const viewer = c.get('viewer');
    const known = clientUsers.known(viewer);
    return known === undefined ? clientUsers.read(viewer).then((text) => c.body(text, 200, json)) : c.body(known, 200, json);
  });
}
