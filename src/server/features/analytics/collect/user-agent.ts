import Bowser from 'bowser';

export interface Client {
  browser: string;
  os: string;
  /** Desktop, Mobile or Tablet. */
  device: string;
}

const deviceNames: Record<string, string> = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet', tv: 'TV' };
const known = new Map<string, Client>();
const rememberedAtMost = 5000;

/** Browser, operating system and device type from the User-Agent (bowser); the same few strings repeat, so answers are kept. */
export function clientOf(userAgent: string): Client {
  const remembered = known.get(userAgent);
  if (remembered) return remembered;
  const parsed = Bowser.parse(userAgent);
  const client = {
    browser: parsed.browser.name || 'Unknown',
    os: parsed.os.name || 'Unknown',
    device: deviceNames[parsed.platform.type ?? ''] ?? 'Unknown',
  };
  if (known.size >= rememberedAtMost) known.clear();
  known.set(userAgent, client);
  return client;
}
