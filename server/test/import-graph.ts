import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Each source file (repo-relative, '/'-separated) and the repo files it imports. */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx)$/;
// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, over several lines too.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(root, relative);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** The file a specifier names: relative paths, and the client's '@common/' alias; packages are not followed. */
function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith('@common/')) return `common/${specifier.slice('@common/'.length)}`;
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
}

/** The relative imports of every .ts/.tsx file under `dirs` (repo-relative folders). */
export function importGraph(root: string, dirs: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of dirs.flatMap((dir) => sourceFiles(root, dir))) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const targets = [...text.matchAll(SPECIFIER)]
      .map((match) => resolve(file, match[1]!))
      .filter((target): target is string => target !== null && SOURCE.test(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import loops of a graph: each a list of files that import one another in a circle (Tarjan). */
export function importLoops(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const loop: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      loop.push(member);
    } while (member !== file);
    if (loop.length > 1 || graph.get(file)!.includes(file)) loops.push(loop.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return loops;
}

/** The feature a server file belongs to (`server/features/<name>/…`), or null. */
export const featureOf = (file: string) => /^server\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Imports from one feature's folder into another's: `from -> to`. */
export function crossFeatureImports(graph: ImportGraph): string[] {
  return [...graph].flatMap(([file, targets]) => {
    const feature = featureOf(file);
    return targets
      .filter((target) => feature !== null && featureOf(target) !== null && featureOf(target) !== feature)
      .map((target) => `${file} -> ${target}`);
  });
}

/**
 * The layers, leftmost first (docs/ARCHITECTURE.md): a file imports only from its own layer and those to its
 * left. `server/test/` holds test helpers, which only tests import; the client stands beside the server on
 * `common/`.
 */
export const LAYERS = ['common', 'platform', 'domain', 'features', 'app'] as const;
export type Layer = (typeof LAYERS)[number] | 'test' | 'client';

export function layerOf(file: string): Layer | null {
  if (file.startsWith('common/')) return 'common';
  if (file.startsWith('client/src/')) return 'client';
  if (/^server\/(platform|db)\//.test(file)) return 'platform';
  if (file.startsWith('server/domain/')) return 'domain';
  if (/^server\/features\/[^/]+\//.test(file)) return 'features';
  if (file.startsWith('server/test/')) return 'test';
  if (file.startsWith('server/')) return 'app';
  return null;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Whether `file` may import `target` by the layers. */
export function mayImport(file: string, target: string): boolean {
  const from = layerOf(file);
  const to = layerOf(target);
  if (from === null || to === null) return true;
  // Tests and test helpers build the whole app: they may import anything of the server.
  if (from === 'test' || (isTest(file) && from !== 'client' && from !== 'common')) return to !== 'client';
  if (to === 'test') return false;
  if (from === 'client') return to === 'client' || to === 'common';
  if (to === 'client') return false;
  return LAYERS.indexOf(to) <= LAYERS.indexOf(from);
}

/** Imports that go against the layers: `from -> to`. */
export function layerViolations(graph: ImportGraph): string[] {
  return [...graph].flatMap(([file, targets]) =>
    targets.filter((target) => !mayImport(file, target)).map((target) => `${file} -> ${target}`),
  );
}
