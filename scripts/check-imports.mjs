// Fails when modules of src/ import each other in a cycle. A cycle makes the
// order in which modules run depend on which one is imported first (a value
// read before its module ran is undefined), and it blurs the layers that
// eslint.config.mjs keeps apart. Type-only imports are erased at build time
// and do not count; dynamic import() (lazy routes) does not either.
// Run by `npm run lint`; `node scripts/check-imports.mjs [dir]` checks another tree.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const srcDir = resolve(process.argv[2] ?? join(root, 'src'));
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The specifiers a module imports for their values (not `import type`, not `import { type A }` alone). */
export function valueImports(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = [];
  const pattern = /^\s*(import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
  for (const match of code.matchAll(pattern)) {
    if (match[4]) {
      found.push(match[4]);
      continue;
    }
    const clause = match[2].trim();
    if (/^type\b/.test(clause)) continue;
    const named = clause.match(/^\{([\s\S]*)\}$/);
    if (named && named[1].split(',').every((part) => !part.trim() || /^type\b/.test(part.trim()))) continue;
    found.push(match[3]);
  }
  return found;
}

function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith('#/')) base = join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null; // a package
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null;
}

/** Strongly connected components of more than one module (or a module importing itself), by Tarjan's algorithm. */
export function findCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.reverse());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const graph = new Map();
  for (const file of sourceFiles(srcDir)) {
    const targets = valueImports(readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(file, specifier))
      .filter(Boolean);
    graph.set(file, targets);
  }
  const cycles = findCycles(graph);
  for (const cycle of cycles) console.error(`Import cycle: ${cycle.map((f) => relative(root, f)).join(' → ')}`);
  if (cycles.length) {
    console.error(
      `${cycles.length} import cycle(s) in ${relative(root, srcDir) || '.'}: move what both sides need into a module both import.`,
    );
    process.exit(1);
  }
  console.log(`No import cycles among ${graph.size} modules of ${relative(root, srcDir)}.`);
}
