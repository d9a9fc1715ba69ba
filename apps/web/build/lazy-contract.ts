import { fileURLToPath } from 'node:url';
import { parseAst, type Plugin } from 'vite';

/** The contract's own modules, not its tests. */
const contractSource = /[\\/]packages[\\/]contract[\\/]src[\\/](?!.*\.test\.ts$)[^\\/]+\.ts$/;
const helper = fileURLToPath(new URL('../src/shared/lib/lazy-schema.ts', import.meta.url));

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Calls on `z` or on a schema that give something other than a schema. */
const NOT_SCHEMAS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'encode', 'decode', 'toJSONSchema', 'config', 'registry', 'treeifyError']);

/**
 * Whether a `const`'s value is a schema, by how it is written: a call whose chain starts at `z`
 * (`z.object(…).strict()`) or at a name ending in `Schema` (`textSchema().max(9)`,
 * `offsetPageSchema().extend(…)`), the contract's own naming. A property read (`statusSchema.options`)
 * is not one: its value may be an array or a string.
 */
export function isSchemaExpression(node: Node): boolean {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee as Node;
  if (callee.type === 'MemberExpression' && !callee.computed && NOT_SCHEMAS.has((callee.property as { name: string }).name)) return false;
  let root: Node = callee;
  while (root.type === 'CallExpression' || root.type === 'MemberExpression') root = (root.type === 'CallExpression' ? root.callee : root.object) as Node;
  return root.type === 'Identifier' && (root.name === 'z' || /Schema$/.test(root.name as string));
}

/** The `[start, end)` spans of the top-level `const` initializers in `code` that are schemas. */
export function schemaInitializers(code: string): { name: string; start: number; end: number }[] {
  const program = parseAst(code, { lang: 'ts' }) as unknown as { body: Node[] };
  const spans: { name: string; start: number; end: number }[] = [];
  for (const statement of program.body) {
    const declaration = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as Node | null;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      const id = declarator.id as Node;
      if (init && id.type === 'Identifier' && isSchemaExpression(init)) spans.push({ name: id.name as string, start: init.start, end: init.end });
    }
  }
  return spans;
}

/**
 * The web build makes each top-level schema of the contract a stand-in that builds it on first use
 * (`src/shared/lib/lazy-schema.ts`). Before, loading a module of the contract built all its schemas
 * and, through them, those of every module they compose: the manager's queue built the forms',
 * registration's and due diligence's schemas it never reads. The server and the tests keep the
 * contract as written.
 */
export function lazyContract(): Plugin {
  return {
    name: 'platform:lazy-contract',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!contractSource.test(id)) return null;
      const spans = schemaInitializers(code);
      if (spans.length === 0) return null;
      let out = code;
      // Marked pure, a schema nothing in the web reads is left out of the build.
      for (const { start, end } of spans.toReversed()) {
        out = `${out.slice(0, start)}/* @__PURE__ */ __lazySchema(() => ${out.slice(start, end)})${out.slice(end)}`;
      }
      // Text is only added within lines and one import at the end, so the map of lines stays right.
      return { code: `${out}\nimport { lazySchema as __lazySchema } from ${JSON.stringify(helper)};\n`, map: null };
    },
  };
}
