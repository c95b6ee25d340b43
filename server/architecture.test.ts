import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const featuresDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const read = (feature: string, file: string) => readFileSync(path.join(featuresDir, feature, file), 'utf8');

// docs/ARCHITECTURE.md: the feature template, the same in every folder of server/features/. A feature
// whose every action is "any signed-in member" has no policy (DESIGN §3: no stubs); one that has a
// policy tests it.
describe('every feature has the template’s files', () => {
  it.each(features)('%s', (feature) => {
    const has = (file: string) => existsSync(path.join(featuresDir, feature, file));
    const files = ['routes.ts', 'service.ts', 'presenter.ts', `${feature}.api.test.ts`];
    if (has('policy.ts')) files.push('policy.test.ts');
    expect(files.filter((file) => !has(file))).toEqual([]);
  });
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
