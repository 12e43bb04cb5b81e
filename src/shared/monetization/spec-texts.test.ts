// The browser tests compare the screen with these constants, so a typo in one could never fail them.
// Here the Monetization Hub's texts are pinned to the product specification's own words, written out.
import { describe, expect, it } from 'vitest';
import { monetizationContract } from './contract';
import { monetizationMessages, monetizationTabs, revenueStreamLabels } from './monetization';
import { productTypes } from './products';
import { serviceTypes } from './services';

describe('Monetization Hub texts', () => {
  it('has the spec’s cards, tabs and types', () => {
    expect(Object.values(revenueStreamLabels)).toEqual([
      'Affiliate Commissions',
      'Digital Products',
      'Consulting Services',
      'Course Sales',
    ]);
    expect(monetizationTabs.map((tab) => tab.id)).toEqual(['overview', 'affiliate', 'products', 'services']);
    expect(productTypes).toEqual(['Online Course', 'eBook', 'Digital Template', 'Software', 'Membership']);
    expect(serviceTypes).toEqual(['One-time Service', 'Monthly Retainer']);
  });

  it('has the spec’s messages and event', () => {
    expect(monetizationMessages.loadFailed).toBe('Failed to load monetization data');
    expect(monetizationMessages.fillRequired).toBe('Please fill in all required fields');
    expect(monetizationMessages.addProgramFailed).toBe('Failed to add affiliate program');
    expect(monetizationMessages.addProductFailed).toBe('Failed to add digital product');
    expect(monetizationMessages.suggestionsFailed).toBe('Failed to get conversion suggestions');
    expect(monetizationContract.screenVisits.monetization.type).toBe('monetization_accessed');
  });
});
