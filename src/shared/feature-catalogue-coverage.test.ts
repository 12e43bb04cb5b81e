import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CatalogueFeature, featureCatalogue, featureLimit, type FeatureId } from './feature-catalogue';
import { plans } from './plans';

const sourceRoot = path.resolve(import.meta.dirname, '..');

/** Where a feature is only sold, not built: the catalogue, the contracts that list it, and tests. */
function sellsOrTests(file: string): boolean {
  const name = path.basename(file);
  return name.includes('.test.') || name === 'contract.ts' || name === 'feature-catalogue.ts' || file.split(path.sep).includes('test');
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !sellsOrTests(file) ? [file] : [];
  });
}

const productCode = sourceFiles(sourceRoot).map((file) => readFileSync(file, 'utf8'));
const referenced = (id: string) => productCode.some((text) => text.includes(`'${id}'`));

/** How the product keeps a feature it sells: its gate in code, the usage meter that counts it, or people. */
function keptBy(feature: CatalogueFeature): string | null {
  if (referenced(feature.id)) return 'code';
  if (feature.meteredBy && referenced(feature.meteredBy)) return 'meter';
  return feature.servicePromise ? 'people' : null;
}

describe('what the plans sell', () => {
  it('is each referenced by code, counted by a meter, or marked a service promise', () => {
    const unkept = featureCatalogue.filter((feature) => keptBy(feature) === null).map((feature) => feature.id);
    expect(unkept, 'catalogue features no code, meter or service promise keeps').toEqual([]);
  });

  it("gives a metered feature the meter's limits on every plan", () => {
    for (const feature of featureCatalogue.filter((entry) => entry.meteredBy)) {
      for (const plan of plans) {
        expect(plan.limits[feature.meteredBy!], `${plan.id} ${feature.id}`).toEqual(featureLimit(plan.id, feature.id as FeatureId));
      }
    }
  });

  it('names how a service promise is kept', () => {
    for (const feature of featureCatalogue.filter((entry) => entry.servicePromise !== undefined)) {
      expect(feature.servicePromise!.length, feature.id).toBeGreaterThan(20);
    }
  });
});
