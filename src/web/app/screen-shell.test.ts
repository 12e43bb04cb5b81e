import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { screenShells } from './screen-shell';

/** Each `<button …>` tag the markup holds. */
const buttonsIn = (html: string) => html.match(/<button\b[^>]*>/g) ?? [];

describe('screen shells', () => {
  it('keeps every button in a shell and its banners off, so no click before the app runs is lost', async () => {
    const { screens, banners } = await screenShells();
    const rendered = [
      ...Object.values(screens).flatMap(({ expanded, collapsed }) => [renderToString(expanded), renderToString(collapsed)]),
      ...banners.map(({ element }) => renderToString(element)),
    ];
    const buttons = rendered.flatMap(buttonsIn);
    // The sidebar's toggle and the Sample workspace banner's two buttons, at least.
    expect(buttons.length).toBeGreaterThanOrEqual(3);
    expect(buttons.filter((tag) => !tag.includes(' disabled=""'))).toEqual([]);
  });
});
