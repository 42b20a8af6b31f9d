/**
 * Decision record 013 (issue 17 "The first screen"): the browser needs an endpoint entry's path
 * and flags, never its zod schemas — the contract client reads no schema (it neither parses
 * requests nor answers; the mock does), and no screen reads `entry.body`/`.response`. Yet every
 * entry a screen calls used to carry its schemas, and with them zod's classic API (~26 KB gzip) on
 * a page as small as the login. In the production build this transform replaces the schema
 * properties of each `endpoint(...)` call in `api-contract/src/endpoints/` with `undefined`, so
 * the schemas, now unused, are tree-shaken (zod's factories are marked free of side effects).
 * Types, tests (vitest, MSW validating with the schemas), dev mode, the mock and the CLI are
 * untouched: the transform applies to `vite build` only.
 */
import { parseSync } from 'vite';

const SCHEMA_KEYS = new Set(['params', 'query', 'body', 'response']);
export const ENDPOINT_MODULE =
  /[\\/]api-contract[\\/]src[\\/]endpoints[\\/](?!define\.ts$|index\.ts$)[^\\/]+\.ts$/;
/** The contract's modules that build zod schemas at their top level. */
export const SCHEMA_MODULE = /[\\/]api-contract[\\/]src[\\/](?:schemas|endpoints)[\\/][^\\/]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);

/** Visits every node; `visit` returning false skips the node's children. */
function walk(node: Node, visit: (n: Node) => boolean | undefined): void {
  if (visit(node) === false) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) isNode(item) && walk(item, visit);
    else if (isNode(value)) walk(value, visit);
  }
}

function parse(code: string, filename: string): Node {
  const { program, errors } = parseSync(filename, code);
  if (errors.length > 0) throw new Error(`${filename}: ${errors[0]?.message}`);
  return program as unknown as Node;
}

function applyEdits(code: string, edits: { start: number; end: number; text: string }[]): string {
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/** `fooSchema` or `s.fooSchema`: a schema named by the contract's naming rule. */
const isSchemaReference = (node: Node): boolean =>
  (node.type === 'Identifier' && /Schema$/.test(node.name as string)) ||
  (node.type === 'MemberExpression' &&
    !node.computed &&
    (node.property as Node).type === 'Identifier' &&
    /Schema$/.test((node.property as Node).name as string));

/**
 * The source with each `endpoint(id, method, path, { params, query, body, response, … })` schema
 * made `undefined`, and each schema passed by name to a helper that builds entries (the dashboard's
 * `read(id, path, s.bodySchema, s.responseSchema, …)`) too: the helper's own `endpoint(...)` call
 * drops it, but the reference at the call site would keep the schema and its module alive.
 */
export function stripEndpointSchemas(code: string, filename: string): string {
  const edits: { start: number; end: number; text: string }[] = [];
  walk(parse(code, filename), (node) => {
    if (node.type !== 'CallExpression') return true;
    for (const argument of node.arguments as Node[]) {
      if (isSchemaReference(argument))
        edits.push({ start: argument.start, end: argument.end, text: 'undefined' });
    }
    const callee = node.callee as Node;
    const options = (node.arguments as Node[])[3];
    if (callee.type !== 'Identifier' || callee.name !== 'endpoint' || options?.type !== 'ObjectExpression') {
      return true;
    }
    for (const prop of options.properties as Node[]) {
      const key = prop.key as Node | undefined;
      if (prop.type !== 'Property' || prop.computed || key?.type !== 'Identifier') continue;
      const name = key.name as string;
      if (SCHEMA_KEYS.has(name)) edits.push({ start: prop.start, end: prop.end, text: `${name}: undefined` });
    }
    return true;
  });
  // A reference inside a property already made `undefined` goes with it.
  const outermost = edits.filter((e) => !edits.some((o) => o !== e && o.start <= e.start && e.end <= o.end));
  return applyEdits(code, outermost);
}

/**
 * A schema module's top-level constants built by calls (`export const x = z.string().min(1)`),
 * each wrapped in an IIFE marked pure, so a bundle that does not read one drops it. Zod marks its
 * factories pure, but a chained method call (`.min(1)`, `.extend(…)`) may have effects as far as
 * the bundler knows, so without this a screen importing one constant of a module (ENVIRONMENTS,
 * MESSAGES) kept every schema of it, and zod with them. Building a schema has no effect the
 * browser relies on; initializers that are functions are left as they are.
 */
export function markSchemasPure(code: string, filename: string): string {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of parse(code, filename).body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (!init || FUNCTIONS.has(init.type)) continue;
      let calls = false;
      walk(init, (n) => {
        if (n.type === 'CallExpression' || n.type === 'NewExpression') calls = true;
        return !calls && !FUNCTIONS.has(n.type);
      });
      if (!calls) continue;
      edits.push({ start: init.start, end: init.start, text: '/* @__PURE__ */ (() => (' });
      edits.push({ start: init.end, end: init.end, text: '))()' });
    }
  }
  return applyEdits(code, edits);
}
