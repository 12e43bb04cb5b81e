import { hostname, networkInterfaces } from 'node:os';
import type { Config } from '../config';

/**
 * The origins Uplift's own pages are served from: PUBLIC_URL's and TRUSTED_ORIGINS. Without PUBLIC_URL,
 * http://localhost:PORT is only a guess, and a newcomer may open 127.0.0.1 or this machine's address
 * on the network instead; every name of this machine at the same scheme and port reaches this very
 * process, so they count too. Read on each call: the network's addresses change (DHCP, Wi-Fi).
 */
export function allowedOrigins(config: Config): string[] {
  const configured = [config.publicUrl, ...config.trustedOrigins].map((url) => new URL(url).origin);
  if (!config.publicUrlIsDefault) return configured;
  const { protocol, port } = new URL(config.publicUrl);
  const local = localHostNames()
    .map((host) => `${protocol}//${host}:${port}`)
    .filter((origin) => URL.canParse(origin))
    .map((origin) => new URL(origin).origin);
  return [...new Set([...configured, ...local])];
}

function localHostNames(): string[] {
  const addresses = Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .map(({ address, family }) => (family === 'IPv6' ? `[${address}]` : address));
  return ['localhost', '127.0.0.1', '[::1]', hostname(), ...addresses];
}
