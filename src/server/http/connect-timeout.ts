import type { ClientRequest } from 'node:http';

/**
 * Fails the request with `error()` when its socket has not connected (name resolution included) within
 * `ms`: the whole-call deadline would wait far longer for a host that never answers.
 */
export function limitConnectTime(request: ClientRequest, ms: number, error: () => Error): void {
  request.once('socket', (socket) => {
    if (!socket.connecting) return;
    const timer = setTimeout(() => request.destroy(error()), ms);
    socket.once('connect', () => clearTimeout(timer));
    socket.once('close', () => clearTimeout(timer));
  });
}
