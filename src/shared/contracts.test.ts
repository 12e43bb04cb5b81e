import { describe, expect, test } from 'vitest';
import { apiKeyCatalogue } from './api-keys';
import { areaContracts } from './contracts';
import { errorCodes } from './error-codes';
import { featureCatalogue } from './feature-catalogue';
import { notificationKinds } from './notification-kinds';
import { screenVisits } from './screen-visits';

const counted = (keys: readonly string[]) => [...new Set(keys)].length === keys.length;

describe("the areas' contracts", () => {
  test('no two name the same feature, kind of notice, provider key or screen, nor one the core has', () => {
    expect(counted(featureCatalogue.map((feature) => feature.id))).toBe(true);
    expect(counted(notificationKinds.map((kind) => kind.id))).toBe(true);
    expect(counted(apiKeyCatalogue.map((key) => key.name))).toBe(true);
    const areaVisits = areaContracts.flatMap((contract) => Object.keys('screenVisits' in contract ? contract.screenVisits : {}));
    expect(counted([...areaVisits, 'settings'])).toBe(true);
    expect(Object.keys(screenVisits)).toHaveLength(areaVisits.length + 1);
  });

  test('each error code is its own name, and no two areas define one', () => {
    const areaCodes = areaContracts.flatMap((contract) => Object.entries('errorCodes' in contract ? contract.errorCodes : {}));
    for (const [key, value] of [...Object.entries(errorCodes), ...areaCodes]) expect(value).toBe(key);
    expect(counted(areaCodes.map(([key]) => key))).toBe(true);
  });

  test("the pricing modal's rows are numbered 1 to 10 without a gap", () => {
    const rows = featureCatalogue.flatMap((feature) => (feature.comparedAt === undefined ? [] : [feature.comparedAt]));
    expect(rows.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
