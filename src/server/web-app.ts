import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { appCodeId } from '@/shared/app-code';
import { siteOf } from '@/shared/projects';
import { publicPages } from '@/shared/public-pages';
import {
  type ScreenShells,
  type ShellBannerCondition,
  type SidebarState,
  currentProjectCookie,
  firstAnswersId,
  lowPriorityPreload,
  projectMark,
  shellMarks,
  sidebarCookie,
  siteMark,
} from '@/shared/screen-shells';
import type { AppEnv } from './auth/viewer';
import { escapeHtml } from './lib/escape-html';
import { projectPath } from './project-root';
import type { PageVisitor } from './sign-in/page-visitor';

/** Where `vite build` writes the app. */
export const builtWebRoot = projectPath('dist/web');

export interface WebAppOptions {
  /** Where the built app is; tests point it at a folder of their own. */
  webRoot?: string;
  /** The request's signed-in visitor, if any: they see a screen's shell, and /login sends them to the dashboard. */
  visitorOf: (c: Context<AppEnv>) => Promise<PageVisitor | undefined>;
  /** The API's answer to a GET of `read` for the request's visitor, in-process: as the app's own request would be answered. */
  answerRead: (c: Context<AppEnv>, read: string) => Promise<Response>;
}

/**
 * The built SPA: hashed assets cached for good and sent precompressed (brotli or gzip, written at build
 * time) to browsers that take it; each public page answered with its own prerendered HTML and every
 * other path with the app's index.html, never cached, read again whenever a build has replaced them.
 */
export function serveWebApp(app: Hono<AppEnv>, { webRoot = builtWebRoot, visitorOf, answerRead }: WebAppOptions) {
  const index = builtPage(path.join(webRoot, 'index.html'));
  if (!index()) return;
  const preloads = builtJson(path.join(webRoot, 'screen-preloads.json'));
  const shells = builtJson(path.join(webRoot, 'screen-shells.json'));
  const root = path.relative(process.cwd(), webRoot);
  const send = (page: () => string | undefined) => (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    // A build older than a public page has no file for it: the app shows that page then.
    return c.html(page() ?? index() ?? '');
  };
  const sendIndex = async (c: Context<AppEnv>) => {
    // A signed-in visitor's carries their name and data: kept by no shared cache.
    c.header('Cache-Control', 'private, no-cache');
    const built = screenShell(shells(), c.req.path, getCookie(c, sidebarCookie) === 'collapsed' ? 'collapsed' : 'expanded');
    // A signed-out visitor is sent to sign-in by the app: the loading state, not a screen, until then.
    const visitor = built && (await visitorOf(c));
    const files = screenFiles(preloads(), c.req.path);
    if (!built || !visitor) return c.html(withScreenPreloads(index() ?? '', files));
    const reads = [
      meRead,
      // The first reads are the bare address's: another tab or period (?tab=, ?range=) reads others.
      ...(new URL(c.req.url).search ? [] : await visitorReads(built.reads, visitor, getCookie(c, currentProjectCookie))),
    ];
    const page = withScreenPreloads(withRoot((index() ?? '').replace(mePreload, ''), shellFor(built, visitor)), files);
    // Made whole before it is sent: streamed, with the answers after the shell, Lighthouse's simulation
    // charged the page's paint with the answers' wait (ADR 048, tenth pass).
    const bodyEnd = page.lastIndexOf('</body>');
    if (bodyEnd === -1) return c.html(page);
    const written = await answered(c, reads, answerRead);
    return c.html(page.slice(0, bodyEnd) + answersBlock(written) + page.slice(bodyEnd));
  };
  app.get('/login', async (c, next) => ((await visitorOf(c)) ? c.redirect('/dashboard') : next()));
  for (const { path: pagePath, file } of publicPages) {
    const sendPage = send(builtPage(path.join(webRoot, file)));
    app.get(pagePath, sendPage);
    app.get(`/${file}`, sendPage);
  }
  app.get('/index.html', sendIndex);
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      // The same address answers differently by Accept-Encoding, whichever version this answer is.
      c.header('Vary', 'Accept-Encoding');
    },
    serveStatic({ root, precompressed: true }),
  );
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', sendIndex);
}

/** The chunks the build names for a screen's address (screen-preloads.json), none for another or an older build. */
function screenFiles(json: unknown, pathname: string): readonly string[] {
  if (!json) return [];
  const files: unknown = (json as Record<string, unknown>)[pathname];
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && file.startsWith('/assets/')) : [];
}

interface BuiltShell {
  html: string;
  banners: ScreenShells['banners'];
  /** The screen's first reads (ScreenShells['reads']). */
  reads: readonly string[];
}

/** The shell the build rendered for a screen's address (screen-shells.json), the banners it may show and its first reads; none for another address or an older build. */
function screenShell(json: unknown, pathname: string, sidebar: SidebarState): BuiltShell | undefined {
  const built = json as Partial<ScreenShells> | undefined;
  const html: unknown = built?.screens?.[pathname]?.[sidebar];
  if (typeof html !== 'string') return undefined;
  const reads: unknown = built?.reads?.[pathname];
  return {
    html,
    banners: Array.isArray(built?.banners) ? built.banners : [],
    reads: Array.isArray(reads) ? reads.filter((read): read is string => typeof read === 'string' && read.startsWith('/api/')) : [],
  };
}

/**
 * A screen's first reads for its visitor, with the current project's id in place of `projectMark`
 * and its site in place of `siteMark` (the project `storedId` names while it is the workspace's,
 * else the newest), as the app will ask for them; those that name what it lacks (no project, or a
 * project without a site) are left out.
 */
async function visitorReads(reads: readonly string[], visitor: PageVisitor, storedId: string | undefined): Promise<string[]> {
  const marks = [projectMark, siteMark];
  const namesProject = (read: string) => marks.some((mark) => read.includes(mark));
  const project = reads.some(namesProject) ? await visitor.currentProject(storedId) : undefined;
  const site = project?.url ? siteOf(project.url) : null;
  return reads.flatMap((read) => {
    if (!namesProject(read)) return [read];
    if (!project || (read.includes(siteMark) && !site)) return [];
    return [read.replaceAll(projectMark, encodeURIComponent(project.id)).replaceAll(siteMark, encodeURIComponent(site ?? ''))];
  });
}

/**
 * Each of `reads` the API answers with JSON for the request's visitor (`answerRead`), with that JSON.
 * The page's own session lookup (`visitorOf`) has set any cookie the session needed; a read that
 * fails is left to the app to ask for.
 */
async function answered(
  c: Context<AppEnv>,
  reads: readonly string[],
  answerRead: WebAppOptions['answerRead'],
): Promise<[string, string][]> {
  const texts = await Promise.all(
    reads.map(async (read) => {
      const answer = await answerRead(c, read).catch(() => undefined);
      if (answer?.status === 200 && jsonType.test(answer.headers.get('Content-Type') ?? '')) return answer.text();
      await answer?.body?.cancel();
      return undefined;
    }),
  );
  return reads.flatMap((read, index) => {
    const text = texts[index];
    return text === undefined ? [] : [[read, text] as [string, string]];
  });
}

/** What index.html preloads for every visitor (index.html), answered in the page instead for a signed-in one. */
const meRead = '/api/me';
const mePreload = /<link rel="preload" href="\/api\/me" as="fetch"[^>]*>/;
const jsonType = /^application\/json\b/;

/**
 * A signed-in screen's first reads answered in its page (ADR 048, tenth pass): the app's own requests
 * for them take these answers, so none of the six connections a browser opens to one HTTP/1.1 server
 * is taken by a read while the app's code waits for one. In a data block, which no browser runs; `<`
 * is escaped so that no text in an answer can close it.
 */
function answersBlock(answers: readonly [string, string][]): string {
  if (answers.length === 0) return '';
  const json = `{${answers.map(([read, text]) => `${JSON.stringify(read)}:${text}`).join(',')}}`.replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${firstAnswersId}">${json}</script>`;
}

/** A shell for its visitor: the banners that concern them where the build marked, and their name, escaped. */
function shellFor({ html, banners }: BuiltShell, visitor: PageVisitor): string {
  const applies = { 'sample-workspace': visitor.inSampleWorkspace, 'read-only': visitor.readOnly } satisfies Record<
    ShellBannerCondition,
    boolean
  >;
  const shown = banners.filter(({ when }) => applies[when]).map((banner) => banner.html);
  return html.replace(shellMarks.banners, () => shown.join('')).replaceAll(shellMarks.userName, () => escapeHtml(visitor.name));
}

/** index.html with `content` in its root instead of the loading state the build put there. */
function withRoot(html: string, content: string): string {
  return html.replace(/<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/, () => `<div id="root">${content}</div>`);
}

/**
 * index.html with a screen's own code preloaded: fetched with the frame's, rather than once the entry
 * has run and the router has matched the address (on a slow phone, a round trip before the app starts).
 * Preloaded as index.html's own code is (`lowPriorityPreload`), in its template that the entry puts in
 * the page once the first paint shows (`appCodeId`), which needs none of it.
 */
function withScreenPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `${lowPriorityPreload}crossorigin href="${file}">`).join('');
  const start = html.indexOf(`<template id="${appCodeId}">`);
  const end = html.indexOf('</template>', start);
  // A build without the template: the app then asks for the screen's code once the router has matched.
  if (start === -1 || end === -1) return html;
  // After the frame's, as they came before the template: its larger files first set the pace on the
  // six connections a browser opens (Integrations' LCP, drawn by the app, 0.1 s sooner).
  return html.slice(0, end) + links + html.slice(end);
}

/** A built JSON file's value, parsed again only when a build has replaced it. */
function builtJson(file: string): () => unknown {
  const text = builtPage(file);
  let parsed: { text: string; value: unknown } | undefined;
  return () => {
    const current = text();
    if (current === undefined) return undefined;
    if (parsed?.text !== current) parsed = { text: current, value: JSON.parse(current) };
    return parsed.value;
  };
}

/** A built file as the last build wrote it: read again when its modification time changes. */
function builtPage(file: string): () => string | undefined {
  let cached: { mtimeMs: number; html: string } | undefined;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
      return cached.html;
    } catch {
      return cached?.html;
    }
  };
}
