import { describe, expect, it } from 'vitest';
import { closeQueryOf, searchQueryOf } from './similar-posts.ts';

describe('the search terms of similar posts', () => {
  it('asks any of the device names and any of the problem words', () => {
    const query = searchQueryOf('la lavatrice non scarica e resta piena');
    expect(query).toMatch(/^\(lavatrice \| lavabiancheria \|.*\) & \(scarica \| piena\)$/);
    expect(closeQueryOf('la lavatrice non scarica e resta piena')).toMatch(/\) & \(\(scarica & piena\)\)$/);
  });

  it('a close match shares two of the problem words, one per stem', () => {
    const query = closeQueryOf(
      'il telefono non carica, ho cambiato cavo e il caricatore carica altri telefoni',
    );
    expect(query).toContain('(carica & cavo)');
    // 'carica' and 'caricatore' are one stem: no pair of them.
    expect(query).not.toMatch(/\(carica & carica\)/);
  });

  it('has no close query for a story with a single problem word', () => {
    expect(closeQueryOf('il telefono non carica')).toBeNull();
    expect(searchQueryOf('il telefono non carica')).toMatch(/& \(carica\)$/);
  });
});
