import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';

// Issue 29: a client chunk builds every schema its modules declare unless the bundler may leave them out, and
// zod's methods look like side effects to it. Declared through schema() (zod-it.ts), an unread schema goes.
const schemasDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schemas');
const ZOD_CALL =
  /\bz\s*\.\s*(object|string|number|boolean|enum|array|literal|union|discriminatedUnion|record|iso)\b/;

/** What Rolldown keeps of the schema modules for an entry (zod itself left out, as it is not ours). */
async function bundle(entry: string): Promise<string> {
  const build = await rolldown({
    input: 'entry',
    external: ['zod'],
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'entry' ? id : null),
        load: (id) => (id === 'entry' ? entry : null),
      },
    ],
  });
  const { output } = await build.generate({ format: 'esm' });
  await build.close();
  return output[0].code;
}

const modules = readdirSync(schemasDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('the schemas of common/schemas', () => {
  it('are built in a bundle that reads them', async () => {
    const code = await bundle(
      `import { postPage } from ${JSON.stringify(path.join(schemasDir, 'posts.ts'))}; console.log(postPage);`,
    );
    expect(code).toMatch(ZOD_CALL);
    expect(code).toContain('Categoria non valida');
    // …and only those: the form's schemas of the same module are not.
    expect(code).not.toContain('Il titolo può avere al massimo');
  });

  it.each(modules)('%s: none is built in a bundle that reads none', async (file) => {
    const code = await bundle(`import ${JSON.stringify(path.join(schemasDir, file))};`);
    expect(code).not.toMatch(ZOD_CALL);
  });
});
