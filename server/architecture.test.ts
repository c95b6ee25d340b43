import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FEATURES } from './registry.ts';
import {
  crossFeatureImports,
  type ImportGraph,
  importGraph,
  importLoops,
  layerViolations,
} from './test/import-graph.ts';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = path.join(serverDir, 'features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const read = (feature: string, file: string) => readFileSync(path.join(featuresDir, feature, file), 'utf8');

// docs/ARCHITECTURE.md: the feature template, the same in every folder of server/features/. A feature
// whose every action is "any signed-in member" has no policy (DESIGN §3: no stubs); one that has a
// policy tests it.
/** A post reads the same in the feed, on a profile and in search: server/domain/post-cards.ts presents it. */
const PRESENTED_IN_DOMAIN = ['posts'];

describe('every feature has the template’s files', () => {
  it.each(features)('%s', (feature) => {
    const has = (file: string) => existsSync(path.join(featuresDir, feature, file));
    const files = ['index.ts', 'routes.ts', 'service.ts', `${feature}.api.test.ts`];
    if (!PRESENTED_IN_DOMAIN.includes(feature)) files.push('presenter.ts');
    if (has('policy.ts')) files.push('policy.test.ts');
    expect(files.filter((file) => !has(file))).toEqual([]);
  });
});

describe('the registry of features', () => {
  it('lists every feature folder once, by its name, and server/features/ holds nothing else', () => {
    expect(FEATURES.map((feature) => feature.name).sort()).toEqual([...features].sort());
    expect(readdirSync(featuresDir).filter((name) => !features.includes(name))).toEqual([]);
  });
});

// DESIGN §3: a policy decides something. A rule that lets every signed-in member is the access guard's
// default, not a policy (no stubs).
const STUB = /=>\s*(true|!!\w+)\s*;|\{\s*return\s+true;\s*\}/;

describe('policies decide something', () => {
  it('finds a stub', () => {
    expect('export const mayLike = (_actor: Actor) => true;').toMatch(STUB);
    expect('export const mayUse = (user: User | null): boolean => !!user;').toMatch(STUB);
    expect('export function mayRead() { return true; }').toMatch(STUB);
    expect('export const mayEdit = (actor: Actor, post: Post) => actor.id === post.authorId;').not.toMatch(
      STUB,
    );
  });

  it.each(features.filter((feature) => existsSync(path.join(featuresDir, feature, 'policy.ts'))))(
    '%s/policy.ts has no rule that always allows',
    (feature) => {
      expect(read(feature, 'policy.ts')).not.toMatch(STUB);
    },
  );
});

describe('routes are HTTP only', () => {
  it.each(features.filter((feature) => existsSync(path.join(featuresDir, feature, 'routes.ts'))))(
    '%s/routes.ts runs no SQL',
    (feature) => {
      const routes = read(feature, 'routes.ts');
      expect(routes).not.toMatch(/from 'drizzle-orm/);
      expect(routes).not.toMatch(/db\/schema\.ts'/);
    },
  );
});

// DESIGN §3: common → platform/db → domain → features → app, each importing only leftwards; a feature
// never imports another; no import loops anywhere. Each rule is first shown failing on a made-up graph.
const graph = importGraph(path.dirname(serverDir), ['server', 'client/src', 'common']);
const made = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

describe('imports', () => {
  it('finds a loop, and a file importing itself', () => {
    const loops = importLoops(
      made({ 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': ['a.ts'], 'd.ts': ['d.ts'] }),
    );
    expect(loops).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.ts']]);
  });

  it('has no import loop in server/, client/src or common/', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(importLoops(graph)).toEqual([]);
  });

  it('finds a feature importing another', () => {
    const crossing = made({
      'server/features/likes/service.ts': ['server/features/blocks/service.ts', 'server/domain/blocks.ts'],
      'server/features/likes/routes.ts': ['server/features/likes/service.ts'],
    });
    expect(crossFeatureImports(crossing)).toEqual([
      'server/features/likes/service.ts -> server/features/blocks/service.ts',
    ]);
  });

  it('has no feature importing another', () => {
    expect(crossFeatureImports(graph)).toEqual([]);
  });

  it('finds an import against the layers', () => {
    const against = made({
      'common/schemas/posts.ts': ['server/db/schema.ts'],
      'server/platform/auth/guard.ts': ['server/domain/members.ts'],
      'server/domain/blocks.ts': ['server/features/blocks/service.ts'],
      'server/features/posts/service.ts': [
        'server/config.ts',
        'server/domain/blocks.ts',
        'server/db/schema.ts',
      ],
      'server/app.ts': ['server/features/posts/routes.ts'],
      'client/src/data/posts.ts': ['server/domain/members.ts', 'common/schemas/posts.ts'],
      'server/features/posts/service.test.ts': ['server/test/harness.ts'],
      'server/features/posts/service.ts ': ['server/test/harness.ts'],
    });
    expect(layerViolations(against)).toEqual([
      'common/schemas/posts.ts -> server/db/schema.ts',
      'server/platform/auth/guard.ts -> server/domain/members.ts',
      'server/domain/blocks.ts -> server/features/blocks/service.ts',
      'server/features/posts/service.ts -> server/config.ts',
      'client/src/data/posts.ts -> server/domain/members.ts',
      'server/features/posts/service.ts  -> server/test/harness.ts',
    ]);
  });

  it('keeps every layer to the ones on its left', () => {
    expect(layerViolations(graph)).toEqual([]);
  });
});
