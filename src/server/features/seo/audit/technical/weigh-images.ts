import type { SafeFetcher } from '../../../../http/safe-fetch';
import { SafeFetchError } from '../../../../http/safe-fetch-error';
import type { Probe } from '../link-probes';
import type { SiteCrawl } from '../site-crawl';

/** Images weighed by reading them, per audit: HEAD weighs the rest, and a crawl must not download a gallery. */
export const maxImagesWeighed = 50;
const concurrency = 4;

/**
 * Weighs the images whose HEAD answered 200 without a Content-Length, by reading them through the
 * safe fetcher (which stops at its size limit), and writes their size into their probes: the image
 * checks then judge them like the others.
 */
export async function weighUndeclaredImages(fetcher: SafeFetcher, crawl: SiteCrawl, probes: Map<string, Probe>): Promise<void> {
  const images = new Set([...crawl.urls.values()].flatMap((entry) => entry.facts?.images.map((image) => image.src) ?? []));
  const unweighed = [...images]
    .filter((src) => {
      const probe = probes.get(src);
      return probe && probe.firstStatus === 200 && probe.redirectsTo === null && probe.bytes === null;
    })
    .slice(0, maxImagesWeighed);
  const weigh = async () => {
    for (let src = unweighed.shift(); src; src = unweighed.shift()) {
      try {
        const answer = await fetcher.inspect(src, { accept: ['*/*'] });
        // Past the fetcher's limit the size is unknown but larger than any image should be: the limit stands for it.
        const bytes = answer.tooLarge ? fetcherLimitBytes : answer.bytes;
        if (answer.status === 200 && bytes > 0) probes.set(src, { ...probes.get(src)!, bytes });
      } catch (error) {
        if (!(error instanceof SafeFetchError)) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, weigh));
}

/** The safe fetcher's default body limit. */
const fetcherLimitBytes = 5 * 1024 * 1024;
