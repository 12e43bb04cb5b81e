import { describe, expect, it } from 'vitest';
import { tabInParams } from './use-tab-in-url';

const tabs = [{ id: 'overview' }, { id: 'affiliate' }, { id: 'products' }] as const;

describe('the tab an address opens', () => {
  it('is the one its ?tab= names', () => {
    expect(tabInParams(tabs, new URLSearchParams('tab=products'))).toBe('products');
  });

  it('is the first without ?tab=, or when it names no tab', () => {
    expect(tabInParams(tabs, new URLSearchParams(''))).toBe('overview');
    expect(tabInParams(tabs, new URLSearchParams('tab=elsewhere'))).toBe('overview');
    expect(tabInParams(tabs, new URLSearchParams('tab='))).toBe('overview');
  });
});
