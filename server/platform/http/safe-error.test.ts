import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { safeError } from './safe-error.ts';

/** What pg's DatabaseError carries: its message and detail quote the row. */
function pgError(code: string) {
  return Object.assign(new Error('new row violates check constraint: Mario, mario@example.it'), {
    code,
    severity: 'ERROR',
    detail: 'Failing row contains (1, mario@example.it, $argon2id$v=19$...)',
    constraint: 'users_email_unique',
    table: 'users',
  });
}

describe('safeError', () => {
  it.each([
    ['insert into "users" ("email") values ($1)', 'insert into "users"'],
    ['update "sessions" set "last_seen_at" = $1 where "token_hash" = $2', 'update "sessions"'],
    ['delete from "likes" where "user_id" = $1', 'delete from "likes"'],
    ['select "id", "email" from "users" where "email" = $1 limit $2', 'select from "users"'],
    ['select 1', 'select'],
  ])('names %s as %s, without its values', (query, statement) => {
    const err = new DrizzleQueryError(query, ['mario@example.it', '$argon2id$secret'], pgError('23505'));
    const safe = safeError(err);
    expect(safe).toMatchObject({ type: 'DrizzleQueryError', code: '23505', statement, table: 'users' });
    expect(JSON.stringify(safe)).not.toMatch(/mario|argon2|Failing row|params/);
  });

  it('drops the message of a bare database error and keeps that of a programming error', () => {
    expect(JSON.stringify(safeError(pgError('22P02')))).not.toMatch(/mario/);
    expect(safeError(new TypeError('x is undefined'))).toMatchObject({
      type: 'TypeError',
      message: 'x is undefined',
    });
    expect(safeError('non un errore')).toBe('non un errore');
  });
});
