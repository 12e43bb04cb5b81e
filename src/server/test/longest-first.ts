import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A run's files in the order the workers take them: the longest first, so the workers finish together
 * instead of one running a slow file alone at the end while the other idles.
 *
 * Vitest orders by the durations it cached on the last run (node_modules/.vite), but a fresh clone (CI)
 * has none and orders by file size, which can start a short file of slow tests (the role table) last.
 * There `measured` stands in: seconds per file (relative to the root) from a full run, for the slowest
 * files only; refresh it from `--reporter=json` when a file's time changes much. A duration Vitest
 * cached wins over it; files known to neither follow in Vitest's own order.
 */
export function longestFirst(measured: Readonly<Record<string, number>>) {
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const inVitestsOrder = await super.sort(files);
      const { root } = this.ctx.config;
      const estimate = (spec: TestSpecification, index: number) => {
        const file = path.relative(root, spec.moduleId).split(path.sep).join('/');
        const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${file}`);
        // As Vitest does, a file that failed last time runs first.
        return { spec, index, failed: cached?.failed ? 1 : 0, ms: cached?.duration ?? (measured[file] ?? 0) * 1000 };
      };
      // Each project's files stay together, the projects in Vitest's order.
      const projects = [...new Set(inVitestsOrder.map((spec) => spec.project.name))];
      return projects.flatMap((name) =>
        inVitestsOrder
          .filter((spec) => spec.project.name === name)
          .map(estimate)
          .sort((a, b) => b.failed - a.failed || b.ms - a.ms || a.index - b.index)
          .map(({ spec }) => spec),
      );
    }
  };
}
