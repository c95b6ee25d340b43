import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS } from './constants.ts';
import { avatarColour, displayName, initials } from './people.ts';

describe('initials (SPEC §3)', () => {
  it('takes the first letters of first and last name in upper case', () => {
    expect(initials({ firstName: 'giulia', lastName: 'bianchi' })).toBe('GB');
  });
  it('takes two letters of the first name alone', () => {
    expect(initials({ firstName: 'luca', lastName: null })).toBe('LU');
    expect(initials({ firstName: 'Al', lastName: '  ' })).toBe('AL');
  });
  it("falls back to 'U'", () => {
    expect(initials({ firstName: '', lastName: 'Rossi' })).toBe('U');
    expect(initials(null)).toBe('U');
  });
});

describe('displayName (SPEC §2)', () => {
  it('joins first and last name, or first only', () => {
    expect(displayName({ firstName: 'Sara', lastName: 'Neri' })).toBe('Sara Neri');
    expect(displayName({ firstName: 'Sara' })).toBe('Sara');
  });
  it("falls back to 'Utente Anonimo'", () => {
    expect(displayName({ firstName: null, lastName: 'Neri' })).toBe('Utente Anonimo');
    expect(displayName(undefined)).toBe('Utente Anonimo');
  });
});

describe('avatarColour', () => {
  it('picks one of six colours, always the same for the same id', () => {
    const ids = Array.from({ length: 60 }, (_, i) => `utente-${i}`);
    const colours = new Set(ids.map(avatarColour));
    for (const c of colours) expect(AVATAR_COLOURS).toContain(c);
    expect(colours.size).toBe(6);
    expect(avatarColour('abc')).toBe(avatarColour('abc'));
  });
});
