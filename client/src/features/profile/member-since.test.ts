import { describe, expect, it } from 'vitest';
import { memberSince } from './member-since.ts';

describe('memberSince', () => {
  it('writes the month and year of sign-up in Italian', () => {
    expect(memberSince('2025-09-15T10:00:00.000Z')).toBe('Membro dal settembre 2025');
    expect(memberSince('2024-01-20T10:00:00.000Z')).toBe('Membro dal gennaio 2024');
  });
});
