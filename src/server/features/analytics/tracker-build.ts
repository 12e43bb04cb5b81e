import { build } from 'esbuild';
import { projectPath } from '../../project-root';

const source = projectPath('src/tracker/script.ts');

/**
 * The tracking script as sites load it: src/tracker/script.ts compiled and minified into one IIFE for
 * browsers from 2017 on. The server builds it at its first request (tracker-script.ts) and the bench
 * measures the same output.
 */
export async function buildTrackerScript(): Promise<string> {
  const result = await build({
    entryPoints: [source],
    bundle: true,
    format: 'iife',
    target: 'es2017',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
