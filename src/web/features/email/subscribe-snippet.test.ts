import { describe, expect, it } from 'vitest';
import { buildSubscribeSnippet, subscribeOrigin } from './subscribe-snippet';

describe('the sign-up snippet', () => {
  const listId = '5f0c6a8e-3b1d-4c2e-9f4a-1b2c3d4e5f60';

  it('posts to the list’s public endpoint with email, name and a hidden honeypot', () => {
    const snippet = buildSubscribeSnippet('https://uplift.example.com', listId);
    expect(snippet).toContain(`<form method="post" action="https://uplift.example.com/m/subscribe/${listId}">`);
    expect(snippet).toContain('name="email"');
    expect(snippet).toContain('name="name"');
    expect(snippet).toMatch(/<input type="text" name="website"[^>]*style="display:none">/);
    expect(snippet.trim().endsWith('</form>')).toBe(true);
  });

  it('does not double the slash after an origin that ends with one', () => {
    expect(buildSubscribeSnippet('http://localhost:3000/', listId)).toContain(`action="http://localhost:3000/m/subscribe/${listId}"`);
  });

  it('takes the origin from the hosted form’s address, else the page’s', () => {
    expect(subscribeOrigin(`https://mail.example.org/m/subscribe/${listId}`, 'http://localhost:3000')).toBe('https://mail.example.org');
    expect(subscribeOrigin(`/m/subscribe/${listId}`, 'http://localhost:3000')).toBe('http://localhost:3000');
  });
});
