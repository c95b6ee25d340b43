import { describe, expect, it } from 'vitest';
import { mayUseRecommendations } from './policy.ts';

describe('who may see recommendations and record a click', () => {
  it('a member or an admin may; a guest may not', () => {
    const member = { id: 'membro', isAdmin: false };
    const admin = { id: 'admin', isAdmin: true };
    expect([member, admin, null].map(mayUseRecommendations)).toEqual([true, true, false]);
  });
});
