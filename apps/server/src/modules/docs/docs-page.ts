import { escapeHtml } from '../../lib/html.ts';

type Schema = Record<string, unknown>;

interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { description?: string }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const MAX_DEPTH = 12;

interface Entry {
  method: string;
  path: string;
  operation: Operation;
}

/** The whole reference as one page: no script, its style inline (the server's CSP allows that). */
export function renderDocsPage(document: OpenApiDocument): string {
  const groups = groupByTag(entriesOf(document));
  const toc = [...groups]
    .map(
      ([tag, entries]) =>
        `<li><a href="#tag-${anchor(tag)}">${escapeHtml(tag)}</a> <small>(${entries.length})</small></li>`,
    )
    .join('');
  const sections = [...groups]
    .map(
      ([tag, entries]) =>
        `<section id="tag-${anchor(tag)}"><h2>${escapeHtml(tag)}</h2>${entries.map(operationHtml).join('')}</section>`,
    )
    .join('');
  const { info } = document;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)}</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(info.title)}</h1>
<p>${inlineCode(info.description ?? '')}</p>
<p>OpenAPI ${escapeHtml(document.openapi)}, version ${escapeHtml(info.version)}: <a href="/api/docs/openapi.json">openapi.json</a></p>
<nav><ul class="toc">${toc}</ul></nav></header>
<main>${sections}</main></body></html>`;
}

function entriesOf(document: OpenApiDocument): Entry[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method,
      path,
      operation: item[method] as Operation,
    })),
  );
}

function groupByTag(entries: Entry[]): Map<string, Entry[]> {
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) {
    const tag = entry.operation.tags?.[0] ?? 'other';
    groups.set(tag, [...(groups.get(tag) ?? []), entry]);
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

function operationHtml({ method, path, operation }: Entry): string {
  const id = operation.operationId ?? `${method}-${path}`;
  const parts = [
    `<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
    operation.summary ? `<p><strong>${escapeHtml(operation.summary)}</strong></p>` : '',
    operation.description ? `<p>${inlineCode(operation.description)}</p>` : '',
    `<p class="meta">operationId <code>${escapeHtml(id)}</code>; ${securityText(operation)}</p>`,
    parametersHtml(operation.parameters ?? []),
    operation.requestBody
      ? `<h4>Request body</h4>${contentHtml(operation.requestBody.content)}`
      : '',
    `<h4>Responses</h4>${Object.entries(operation.responses)
      .map(
        ([status, response]) =>
          `<div class="response"><p><code>${escapeHtml(status)}</code> ${escapeHtml(response.description)}</p>${contentHtml(response.content ?? {})}</div>`,
      )
      .join('')}`,
  ];
  return `<article id="op-${anchor(id)}">${parts.join('')}</article>`;
}

const SCHEME_TEXT: Record<string, string> = {
  session: 'a live <code>sessionid</code> in the query',
  opsToken: '<code>Authorization: Bearer</code> an operations token',
  operatorSession: "a signed-in operator's session cookie",
  csrfToken: 'its CSRF token in <code>X-CSRF-Token</code>',
};

/** The alternatives an operation accepts: "needs A, or B with C". */
function securityText(operation: Operation): string {
  const alternatives = (operation.security ?? []).map((requirement) =>
    Object.keys(requirement)
      .map((scheme) => SCHEME_TEXT[scheme] ?? `<code>${escapeHtml(scheme)}</code>`)
      .join(' with '),
  );
  return alternatives.length > 0 ? `needs ${alternatives.join(', or ')}` : 'no credentials';
}

function parametersHtml(parameters: Parameter[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map((parameter) => {
      const where = `in ${escapeHtml(parameter.in)}${parameter.required ? ', required' : ''}`;
      const schema = parameter.schema ? schemaLine(parameter.schema) : '';
      const description = parameter.description ? ` ${escapeHtml(parameter.description)}` : '';
      return `<tr><td><code>${escapeHtml(parameter.name)}</code><br><small>${where}</small></td><td>${schema}${description}</td></tr>`;
    })
    .join('');
  return `<h4>Parameters</h4><table><thead><tr><th>parameter</th><th>schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function contentHtml(content: Record<string, MediaType>): string {
  return Object.entries(content)
    .map(([type, media]) => {
      const examples = [
        ...(media.example === undefined ? [] : [media.example]),
        ...Object.values(media.examples ?? {}).map((example) => example.value),
      ];
      return `<div class="media"><p class="type">${escapeHtml(type)}</p>${media.schema ? schemaHtml(media.schema, 0) : ''}${examples.map(exampleHtml).join('')}</div>`;
    })
    .join('');
}

function exampleHtml(example: unknown): string {
  return `<details><summary>example</summary><pre>${escapeHtml(JSON.stringify(example, null, 2))}</pre></details>`;
}

/** A schema as a tree of its properties, each with its type and constraints. */
function schemaHtml(schema: Schema, depth: number): string {
  if (depth > MAX_DEPTH) return '';
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  const properties = schema.properties as Record<string, Schema> | undefined;
  const items = schema.items as Schema | undefined;
  const examples = Array.isArray(schema.examples) ? schema.examples.map(exampleHtml).join('') : '';
  if (branches) return `<p class="line">one of:</p>${branchesHtml(branches, depth)}${examples}`;
  if (!properties && !items) return `<p class="line">${schemaLine(schema)}</p>${examples}`;
  return `${nestedHtml(schema, depth)}${examples}`;
}

function nestedHtml(schema: Schema, depth: number): string {
  const properties = schema.properties as Record<string, Schema> | undefined;
  const items = schema.items as Schema | undefined;
  if (properties) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const list = Object.entries(properties)
      .map(([name, property]) => {
        const mark = required.has(name) ? '' : ' <span class="optional">optional</span>';
        return `<li><code>${escapeHtml(name)}</code>${mark}: ${schemaLine(property)}${nestedHtml(property, depth + 1)}</li>`;
      })
      .join('');
    return `<ul>${list}</ul>`;
  }
  if (items && (items.properties || items.anyOf || items.oneOf)) {
    return `<ul><li>each item: ${schemaHtml(items, depth + 1)}</li></ul>`;
  }
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) return branchesHtml(branches, depth + 1);
  return '';
}

function branchesHtml(branches: Schema[], depth: number): string {
  if (depth > MAX_DEPTH) return '';
  const list = branches
    .map((branch, index) => {
      const title = escapeHtml(String(branch.title ?? `option ${index + 1}`));
      const examples = Array.isArray(branch.examples)
        ? branch.examples.map(exampleHtml).join('')
        : '';
      return `<li>${title}: ${schemaLine(branch)}${nestedHtml(branch, depth + 1)}${examples}</li>`;
    })
    .join('');
  return `<ul>${list}</ul>`;
}

/** One line: type, format, bounds, allowed values, description. */
function schemaLine(schema: Schema): string {
  const parts: string[] = [typeText(schema)];
  for (const key of ['format', 'contentMediaType', 'pattern'] as const) {
    if (schema[key] !== undefined)
      parts.push(`${key} <code>${escapeHtml(String(schema[key]))}</code>`);
  }
  for (const key of BOUND_KEYS) {
    const bound = schema[key];
    // zod bounds every integer by the safe range: that says nothing to a reader.
    if (bound === undefined || Math.abs(Number(bound)) === Number.MAX_SAFE_INTEGER) continue;
    parts.push(`${key} ${escapeHtml(String(bound))}`);
  }
  if (schema.const !== undefined)
    parts.push(`always <code>${escapeHtml(JSON.stringify(schema.const))}</code>`);
  if (Array.isArray(schema.enum)) {
    parts.push(
      `one of <code>${escapeHtml(schema.enum.map((value) => JSON.stringify(value)).join(', '))}</code>`,
    );
  }
  if (schema.default !== undefined)
    parts.push(`default <code>${escapeHtml(JSON.stringify(schema.default))}</code>`);
  if (typeof schema.description === 'string') parts.push(escapeHtml(schema.description));
  return `<span class="schema">${parts.filter(Boolean).join(', ')}</span>`;
}

const BOUND_KEYS = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
] as const;

function typeText(schema: Schema): string {
  if (schema.$ref) return `<code>${escapeHtml(String(schema.$ref))}</code>`;
  const type = schema.type;
  if (Array.isArray(type)) return type.join(' or ');
  if (type === 'array') {
    const items = schema.items as Schema | undefined;
    return items ? `array of ${items.properties ? 'object' : typeText(items)}` : 'array';
  }
  if (typeof type === 'string') return type;
  if (schema.anyOf || schema.oneOf) return 'one of';
  if (schema.const !== undefined) return '';
  return 'any';
}

function inlineCode(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function anchor(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, '-');
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}
header,main{max-width:960px;margin:0 auto;padding:0 16px}
h1{font-size:1.6rem}h2{border-bottom:2px solid #ddd;padding-top:16px}
h3{font-size:1rem;margin:0 0 4px;overflow-wrap:anywhere}h4{margin:12px 0 4px;font-size:.9rem}
article{border:1px solid #e2e2e2;border-radius:6px;padding:12px;margin:12px 0}
.method{display:inline-block;min-width:52px;text-align:center;border-radius:4px;padding:1px 6px;color:#fff;font-size:.8rem}
.get{background:#1f6feb}.post{background:#1a7f37}.patch{background:#9a6700}.put{background:#8250df}.delete{background:#cf222e}
code{font-family:ui-monospace,monospace;font-size:.85rem;background:#f4f4f4;padding:0 3px;border-radius:3px;overflow-wrap:anywhere}
.meta{color:#555;font-size:.85rem}.optional{color:#777;font-size:.8rem}
table{border-collapse:collapse;width:100%;font-size:.85rem}td:first-child{width:45%}
th,td{border:1px solid #e2e2e2;padding:4px 6px;text-align:left;vertical-align:top;overflow-wrap:anywhere}

ul{margin:2px 0;padding-left:18px}.type{font-weight:600;margin:4px 0}.line{margin:2px 0}
pre{background:#f6f8fa;padding:8px;overflow-x:auto;font-size:.8rem}
.toc{columns:2;padding-left:18px}
`;
