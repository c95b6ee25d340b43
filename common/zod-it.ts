import { z } from 'zod';

// Validation messages not written by hand in a schema come out in Italian too.
z.config(z.locales.it());
// In the browser, no compiled parsers: the page's CSP (script-src 'self') forbids eval, and zod's probe for it
// (`new Function('')`) is reported as a CSP violation in the console (Lighthouse best practices, issue 29).
// The server keeps them: they are faster there. Set before any schema is made (every schema imports this file).
if (typeof document !== 'undefined') z.config({ jitless: true });

/** What a value should have been, as a member reads it (zod's Italian locale leaves 'string', 'object'…). */
const KINDS: Record<string, string> = {
  string: 'un testo',
  number: 'un numero',
  int: 'un numero intero',
  bigint: 'un numero intero',
  boolean: 'vero o falso',
  object: 'un oggetto',
  array: 'un elenco',
  date: 'una data',
  null: 'null',
  nan: 'un numero',
};

const kindOf = (value: unknown) => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan';
  return typeof value;
};

const TEXTS = new Set(['string', 'file']);
const LISTS = new Set(['array', 'set', 'map']);

/**
 * Plain Italian for the issues no schema words itself: a wrong type, a length or size out of bounds, a
 * value not among the allowed ones, a pattern (never shown). Anything else falls back to zod's locale.
 */
function italian(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Campo obbligatorio mancante';
      return `Valore non valido: serve ${KINDS[issue.expected] ?? issue.expected}, non ${KINDS[kindOf(issue.input)] ?? kindOf(issue.input)}`;
    case 'too_big': {
      const max = issue.inclusive === false ? `meno di ${issue.maximum}` : `al massimo ${issue.maximum}`;
      if (TEXTS.has(issue.origin)) return `Troppo lungo: ${max} caratteri`;
      if (LISTS.has(issue.origin)) return `Troppi elementi: ${max}`;
      return `Troppo grande: ${max}`;
    }
    case 'too_small': {
      const min = issue.inclusive === false ? `più di ${issue.minimum}` : `almeno ${issue.minimum}`;
      if (TEXTS.has(issue.origin)) {
        return Number(issue.minimum) === 1
          ? 'Il campo non può essere vuoto'
          : `Troppo corto: ${min} caratteri`;
      }
      if (LISTS.has(issue.origin)) return `Troppo pochi elementi: ${min}`;
      return `Troppo piccolo: ${min}`;
    }
    case 'invalid_value':
      return `Valore non valido: ammessi ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'regex' ? 'Formato non valido' : undefined;
    case 'invalid_union':
      return 'Valore non valido';
    default:
      return undefined;
  }
}

z.config({ customError: italian });

/** In the browser a schema is built on first use: a screen pays for the schemas it runs, not those it loads. */
const lazy = typeof document !== 'undefined';

/**
 * A stand-in for the schema `build` makes, which builds it when it is first touched and from then on hands every
 * operation to it (methods are bound to the real schema by zod, so `this` never sees the stand-in).
 */
export function deferred<T extends object>(build: () => T): T {
  let real: T | undefined;
  const target = () => {
    real ??= build();
    return real;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    // Reported configurable: the stand-in's own (empty) target may not show a fixed property it lacks.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(target(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(target(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
  });
}

/**
 * Declares a schema: `export const x = schema(() => z.object({…}))` is `z.object({…})`. Zod's methods
 * (`.optional()`, `.extend()`…) look like side effects to a bundler, so a schema written plainly is built by every
 * client chunk that holds its module, read or not; declared through here, the client's build leaves out the
 * schemas it never reads, and in the browser the ones it holds are built when first used (issue 29: every schema
 * built costs the first render ~60 µs). The server builds them as its modules load.
 */
/* @__NO_SIDE_EFFECTS__ */
export function schema<T extends object>(build: () => T): T {
  return lazy ? deferred(build) : build();
}

export { z };
