// What the app imports statically from its start (src/app.tsx, the home
// route), read from the sources: each module reached, and the packages it
// imports for their values (a type-only import loads nothing). The bench
// measures the built start (scripts/bench.ts, bundleFigures); this is the
// quick check that a package meant to load on demand stays off it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Whether an import statement brings values (not only types). */
function importsValues(statement: string): boolean {
  if (/^import\s+type\s/.test(statement)) return false;
  const named = /^import\s*\{([^}]*)\}\s*from/s.exec(statement);
  if (!named) return true;
  return named[1]!
    .split(',')
    .map((name) => name.trim())
    .some((name) => name && !name.startsWith('type '));
}

function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith('#/') ? join('src', spec.slice(2)) : join(dirname(from), spec);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** The modules the start reaches through static imports, each with the packages (and modules) it imports for their values. */
export function startGraph(entries = ['src/app.tsx', 'src/routes/home.tsx']): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const statements = readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s+(?:[^;]*?\sfrom\s+)?'([^']+)';/gms);
    const specs = [...statements].filter((match) => importsValues(match[0])).map((match) => match[1]!);
    graph.set(file, specs);
    for (const spec of specs) {
      const target = spec.startsWith('.') || spec.startsWith('#/') ? resolve(file, spec) : undefined;
      if (target) visit(target);
    }
  };
  entries.forEach(visit);
  return graph;
}

/** The modules of the start that import `pkg` (or one of its subpaths) for its values. */
export function startImportersOf(pkg: string, graph = startGraph()): string[] {
  return [...graph].filter(([, specs]) => specs.some((spec) => spec === pkg || spec.startsWith(`${pkg}/`))).map(([file]) => file);
}
