import { escapeHtml } from '../../../lib/escape-html';

/** The parts of an OpenAPI 3.1 document the page reads. */
interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths?: object;
}
type OpenApiPaths = Record<string, Partial<Record<(typeof methods)[number], OpenApiOperation>> | undefined>;
interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: unknown; description?: string }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string }>;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * The API's reference, rendered on the server from the same OpenAPI document `/api/v1/openapi.json`
 * serves. Plain HTML and inline styles: nothing loads from elsewhere, and no script runs, so the app's
 * CSP (script-src 'self') holds as it is (ADR 027).
 */
export function docsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries((document.paths ?? {}) as OpenApiPaths)) {
    for (const method of methods) {
      const operation = item?.[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const { title, version, description = '' } = document.info;
  const toc = [...byTag.keys()].map((tag) => `<a href="#${anchor(tag)}">${escapeHtml(tag)}</a>`).join('');
  const sections = [...byTag.entries()]
    .map(([tag, operations]) => `<section id="${anchor(tag)}"><h2>${escapeHtml(tag)}</h2>${operations.join('')}</section>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} reference</title>
<style>${styles}</style>
</head>
<body>
<header><h1>${escapeHtml(title)} <small>v${escapeHtml(version)}</small></h1>
<p>${inlineCode(description)}</p>
<p>Base address: <code>/api/v1</code>. Machine-readable: <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a>.
Errors answer <code>{"error": {"code", "message"}}</code>.</p>
<nav>${toc}</nav></header>
<main>${sections}</main>
</body>
</html>`;
}

function operationHtml(method: string, path: string, operation: OpenApiOperation): string {
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries(operation.responses ?? {});
  return `<article>
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary ?? '')}</p>
${
  parameters.length > 0
    ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Type</th></tr></thead><tbody>${parameters
        .map(
          (parameter) =>
            `<tr><td><code>${escapeHtml(parameter.name)}</code>${parameter.required ? ' <em>required</em>' : ''}</td><td>${escapeHtml(parameter.in)}</td><td>${escapeHtml(typeOf(parameter.schema))}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : ''
}
${body ? `<details><summary>Request body (JSON Schema)</summary><pre>${escapeHtml(JSON.stringify(body, null, 2))}</pre></details>` : ''}
<ul class="responses">${responses.map(([status, response]) => `<li><b>${escapeHtml(status)}</b> ${escapeHtml(response.description ?? '')}</li>`).join('')}</ul>
</article>`;
}

/** A parameter's type in a few words: its enum, or its type with its bounds. */
function typeOf(schema: unknown): string {
  if (!schema || typeof schema !== 'object') return '';
  const { type, enum: choices, format, default: fallback } = schema as Record<string, unknown>;
  const base = Array.isArray(choices) ? choices.map(String).join(' | ') : [type, format].filter(Boolean).join(', ');
  return fallback === undefined ? base : `${base} (default ${JSON.stringify(fallback)})`;
}

const anchor = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The description's `code` spans, the rest escaped. */
const inlineCode = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, (_match, code: string) => `<code>${code}</code>`);

const styles = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2937;background:#fff}
header,main{max-width:960px;margin:0 auto;padding:0 24px}
header{padding-top:32px}h1 small{font-size:14px;color:#6b7280}
nav{display:flex;flex-wrap:wrap;gap:12px;padding:12px 0;border-bottom:1px solid #e5e7eb}
a{color:#4f46e5}code{font-family:ui-monospace,monospace;font-size:13px;background:#f3f4f6;padding:1px 4px;border-radius:4px}
article{border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;margin:12px 0}
h3{margin:0 0 4px;font-size:15px}.method{display:inline-block;min-width:56px;font-size:12px;font-weight:700;color:#fff;border-radius:4px;padding:2px 6px;text-align:center}
.get{background:#2563eb}.post{background:#16a34a}.put,.patch{background:#d97706}.delete{background:#dc2626}
table{border-collapse:collapse;margin:8px 0;font-size:14px}td,th{border:1px solid #e5e7eb;padding:4px 8px;text-align:left}
pre{background:#f9fafb;border:1px solid #e5e7eb;padding:8px;overflow:auto;font-size:12px;max-height:360px}
.responses{margin:8px 0;padding-left:18px;font-size:14px}
`;
