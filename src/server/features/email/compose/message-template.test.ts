import { describe, expect, it } from 'vitest';
import { upliftPresentation } from '@/shared/branding';
import { compileMessage, renderMessage, withUtm } from './message-template';
import { subscriberMergeValues } from './merge-tags';
import { packIds, unpackIds } from './packed-ids';

const frame = {
  senderName: 'Sunrise Bakery',
  postalAddress: '1 Mill Lane, Bristol',
  listName: 'Bread lovers',
  presentation: upliftPresentation,
};
const ada = {
  ...subscriberMergeValues({ email: 'ada@example.com', name: 'Ada Lovelace', attributes: { city: 'London' } }),
  unsubscribe_url: 'https://u.example/m/unsubscribe/T',
};

describe('compileMessage and renderMessage', () => {
  it('fills merge tags with their defaults, escapes values and tracks web links with UTM tags', () => {
    const message = compileMessage(
      {
        format: 'markdown',
        subject: 'Hi {{ first_name | default: "there" }}',
        previewText: 'Fresh rye',
        content:
          'Hello {{ first_name }} from {{ attributes.city }}!\n\n[Our loaves](https://bakery.example/loaves?utm_source=own) and [mail](mailto:a@b.c)',
      },
      frame,
      'spring-sale-1a2b3c',
    );
    expect(message.links).toEqual(['https://bakery.example/loaves?utm_source=own&utm_medium=email&utm_campaign=spring-sale-1a2b3c']);
    const copy = renderMessage(message, ada, { link: (index) => `https://u.example/m/c/${index}`, open: 'https://u.example/m/o/X' });
    expect(copy.subject).toBe('Hi Ada');
    expect(copy.html).toContain('Hello Ada from London!');
    expect(copy.html).toContain('href="https://u.example/m/c/0"');
    expect(copy.html).toContain('href="mailto:a@b.c"');
    expect(copy.html).toContain('<img src="https://u.example/m/o/X"');
    expect(copy.html).toContain('Sunrise Bakery · 1 Mill Lane, Bristol');
    expect(copy.html).toContain('href="https://u.example/m/unsubscribe/T"');
    expect(copy.text).toContain('Hello Ada from London!');
    expect(copy.text).toContain('Unsubscribe: https://u.example/m/unsubscribe/T');

    const stranger = renderMessage(
      message,
      { email: 'x@example.com', name: '<b>', first_name: '<b>', unsubscribe_url: 'u' },
      { link: () => null, open: null },
    );
    expect(stranger.html).toContain('Hello &lt;b&gt; from !');
    expect(stranger.html).toContain('href="https://bakery.example/loaves?utm_source=own&amp;utm_medium=email');
    expect(stranger.html).not.toContain('<img src=');
    expect(renderMessage(message, { unsubscribe_url: 'u' }, { link: () => null, open: null }).subject).toBe('Hi there');
  });

  it('sanitizes HTML: scripts, handlers and javascript links go, layout stays', () => {
    const message = compileMessage(
      {
        format: 'html',
        subject: 'S',
        previewText: '',
        content:
          '<table><tr><td style="color:red" onclick="x()">Cell</td></tr></table><script>alert(1)</script><a href="javascript:alert(1)">bad</a><a href="{{ unsubscribe_url }}">Leave</a><p>Hi&nbsp;{{ name }}</p>',
      },
      frame,
      null,
    );
    const copy = renderMessage(message, ada, { link: () => null, open: null });
    expect(copy.html).toContain('<td style="color:red">Cell</td>');
    expect(copy.html).not.toContain('script');
    expect(copy.html).not.toContain('onclick');
    expect(copy.html).not.toContain('javascript:');
    expect(copy.html).toContain('<a href="https://u.example/m/unsubscribe/T">Leave</a>');
    expect(copy.text).toContain('Hi Ada Lovelace');
  });
});

describe('withUtm', () => {
  it('keeps an address it cannot read', () => expect(withUtm('http://[bad', 'c')).toBe('http://[bad'));
});

describe('packIds', () => {
  it('packs and unpacks uuids, refusing anything else', () => {
    const ids = ['0b8f5c1e-7a3d-4c2b-9e1f-2a3b4c5d6e7f', 'ffffffff-0000-4000-8000-000000000001'];
    const packed = packIds(ids);
    expect(packed).toHaveLength(44);
    expect(unpackIds(packed, 2)).toEqual(ids);
    expect(unpackIds(packed, 1)).toBeNull();
    expect(unpackIds(`${packed.slice(0, 43)}.`, 2)).toBeNull();
  });
});

describe('text that looks like a placeholder', () => {
  it('is left as written, and a merge value never puts a script link in an address', () => {
    const message = compileMessage(
      { format: 'markdown', subject: 'S', previewText: '', content: 'zqtag7q zqlink2q zqopenq [site]({{ url }})' },
      frame,
      null,
    );
    const copy = renderMessage(message, { url: 'javascript:alert(1)', unsubscribe_url: 'u' }, { link: () => null, open: null });
    expect(copy.html).toContain('zqtag7q zqlink2q zqopenq');
    expect(copy.html).not.toContain('javascript:');
  });
});

describe('the presentation of a message (ADR 040)', () => {
  const source = { format: 'markdown', subject: 'S', previewText: '', content: 'Hello' } as const;
  const render = (presentation: typeof upliftPresentation) =>
    renderMessage(compileMessage(source, { ...frame, presentation }, null), { unsubscribe_url: 'u' }, { link: () => null, open: null });

  it('carries Uplift’s mark without white label', () => {
    const copy = render(upliftPresentation);
    expect(copy.html).toContain('Sent with Uplift');
    expect(copy.text).toContain('Sent with Uplift');
  });

  it('carries the workspace’s name, colour and footer text, escaped, and no Uplift, with it', () => {
    const copy = render({
      branded: true,
      name: 'Rye & <Co>',
      logoUrl: null,
      primaryColor: '#0f766e',
      accentColor: '#7c2d12',
      footerText: 'Baked in <Bristol>',
    });
    expect(copy.html).toContain('Rye &amp; &lt;Co&gt;');
    expect(copy.html).toContain('border-top:4px solid #0f766e');
    expect(copy.html).toContain('Baked in &lt;Bristol&gt;');
    expect(copy.html).toContain('Unsubscribe</a>');
    expect(`${copy.html}${copy.text}`).not.toContain('Uplift');
  });
});
