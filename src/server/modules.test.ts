import { is } from 'drizzle-orm';
import { getTableConfig, isPgEnum, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, test } from 'vitest';
import { serverModules } from './modules';

// What drizzle-kit reads for migrations (drizzle.config.ts): every export of every schema.ts here.
const schemaFiles = import.meta.glob<Record<string, unknown>>('./**/schema.ts', { eager: true });

function nameOf(value: unknown): string | undefined {
  if (is(value, PgTable)) return `table ${getTableConfig(value).name}`;
  if (isPgEnum(value)) return `enum ${value.enumName}`;
  return undefined;
}

describe('the list of server modules', () => {
  test('owns every table and enum of the migrations, each in one module', () => {
    const migrated = new Set(Object.values(schemaFiles).flatMap((exports) => Object.values(exports).map(nameOf)));
    migrated.delete(undefined);
    const owned = serverModules.flatMap((module) => Object.values(module.tables ?? {}).map(nameOf));
    expect(owned.toSorted()).toEqual([...migrated].toSorted());
  });

  test('names each module once', () => {
    const names = serverModules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
