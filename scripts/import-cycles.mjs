// `npm run lint` part: no module of src/, contract/ or server/ may reach itself through its imports (type-only
// imports included: a circle of types still ties the files together). Uses the TypeScript compiler
// already installed (no madge / eslint-plugin-import-x in the tree); prints each circle and exits 1.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOTS = process.argv.slice(2).length ? process.argv.slice(2) : ['src', 'contract', 'server'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names: exact (with its extension), or with an added extension / index. */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.split('?')[0]);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => join(base, `index${ext}`))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

const files = ROOTS.flatMap((root) => filesUnder(resolve(root)));
const known = new Set(files);
const graph = new Map(
  files.map((file) => {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles.map((i) => resolveImport(file, i.fileName)).filter((t) => t && known.has(t));
    return [file, [...new Set(targets)]];
  }),
);

// Tarjan's strongly connected components: every component of more than one file (or a file
// importing itself) is a circle.
let index = 0;
const stack = [];
const meta = new Map();
const circles = [];
function visit(node) {
  meta.set(node, { index, low: index, onStack: true });
  index += 1;
  stack.push(node);
  for (const next of graph.get(node)) {
    if (!meta.has(next)) {
      visit(next);
      meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).low);
    } else if (meta.get(next).onStack) {
      meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).index);
    }
  }
  if (meta.get(node).low === meta.get(node).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      meta.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node).includes(node)) circles.push(component);
  }
}
for (const file of files) if (!meta.has(file)) visit(file);

if (circles.length) {
  for (const circle of circles) {
    console.error(`Import circle of ${circle.length} files:\n  ${circle.map((f) => relative(process.cwd(), f)).sort().join('\n  ')}`);
  }
  process.exit(1);
}
console.log(`No import circles in ${ROOTS.join(', ')} (${files.length} files).`);
