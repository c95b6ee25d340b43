import { describe, expect, it } from 'vitest';
import { deferred, z } from './zod-it.ts';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('validation messages no schema words itself', () => {
  it('name the expected kind of value in Italian', () => {
    expect(messageOf(z.object({ a: z.string() }), [])).toBe(
      'Valore non valido: serve un oggetto, non un elenco',
    );
    expect(messageOf(z.string(), 1)).toBe('Valore non valido: serve un testo, non un numero');
    expect(messageOf(z.boolean(), 'sì')).toBe('Valore non valido: serve vero o falso, non un testo');
    expect(messageOf(z.object({ a: z.string() }), {})).toBe('Campo obbligatorio mancante');
  });

  it('give lengths, counts and sizes in words, never the type name', () => {
    expect(messageOf(z.string().max(64), 'x'.repeat(65))).toBe('Troppo lungo: al massimo 64 caratteri');
    expect(messageOf(z.string().min(1), '')).toBe('Il campo non può essere vuoto');
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('Troppi elementi: al massimo 2');
    expect(messageOf(z.array(z.string()).min(1), [])).toBe('Troppo pochi elementi: almeno 1');
    expect(messageOf(z.number().min(1), 0)).toBe('Troppo piccolo: almeno 1');
    expect(messageOf(z.number().max(50), 51)).toBe('Troppo grande: al massimo 50');
  });

  it('list the allowed values and never show a pattern', () => {
    expect(messageOf(z.enum(['image', 'video']), 'gif')).toBe('Valore non valido: ammessi "image", "video"');
    expect(messageOf(z.string().regex(/^[0-9a-f]{64}$/), 'x')).toBe('Formato non valido');
  });

  it('leave the messages a schema words itself alone', () => {
    expect(messageOf(z.string().max(3, 'Al massimo tre'), 'abcd')).toBe('Al massimo tre');
    expect(messageOf(z.string({ error: 'Titolo mancante' }), undefined)).toBe('Titolo mancante');
  });
});

describe("a schema deferred until first use (the browser's schema())", () => {
  it('is not built until it is touched, then built once', () => {
    let builds = 0;
    const title = deferred(() => {
      builds++;
      return z.string().max(3, 'Al massimo tre');
    });
    expect(builds).toBe(0);
    expect(title.parse('abc')).toBe('abc');
    expect(messageOf(title, 'abcd')).toBe('Al massimo tre');
    expect(builds).toBe(1);
  });

  it("works inside other schemas and with zod's methods, as the schema itself would", () => {
    const author = deferred(() => z.object({ id: z.string(), name: z.string() }));
    const page = deferred(() => z.array(z.object({ author, likes: z.number().int() })));
    expect(page.parse([{ author: { id: 'a', name: 'Giulia' }, likes: 2 }])).toEqual([
      { author: { id: 'a', name: 'Giulia' }, likes: 2 },
    ]);
    expect(messageOf(page, [{ author: { id: 'a' }, likes: 2 }])).toBe('Campo obbligatorio mancante');
    expect(author instanceof z.ZodObject).toBe(true);
    expect(Object.keys(author.shape)).toEqual(['id', 'name']);
    const withBio = author.extend({ bio: z.string().optional() });
    expect(withBio.parse({ id: 'a', name: 'G', bio: 'x' })).toEqual({ id: 'a', name: 'G', bio: 'x' });
    expect(author.optional().parse(undefined)).toBeUndefined();
    expect(author.safeParse({ id: 1, name: 'G' }).success).toBe(false);
  });
});
