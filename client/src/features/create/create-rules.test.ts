import { LIMITS } from '@common/constants.ts';
import { describe, expect, it } from 'vitest';
import { classifyPutError, type UploadError } from '../../data/uploads.ts';
import { ApiError } from '../../lib/api.ts';
import {
  clearDraft,
  clearReelDraft,
  draftKey,
  loadDraft,
  loadReelDraft,
  reelDraftKey,
  saveDraft,
  saveReelDraft,
} from './draft.ts';
import { checkImages } from './image-rules.ts';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('checkImages', () => {
  it('accepts JPG and PNG up to 5 MB', () => {
    const result = checkImages(
      [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png', LIMITS.postImageBytes)],
      0,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
    expect(result.problem).toBeNull();
  });

  it('refuses other types and files over 5 MB', () => {
    const notImage = checkImages([file('nota.txt', 'text/plain'), file('c.gif', 'image/gif')], 0);
    expect(notImage.accepted).toEqual([]);
    expect(notImage.problem?.title).toBe('Upload non valido, riprovare');
    expect(notImage.problem?.description).toContain('nota.txt');

    const big = checkImages([file('big.png', 'image/png', LIMITS.postImageBytes + 1)], 0);
    expect(big.accepted).toEqual([]);
    expect(big.problem?.description).toContain('5\u00a0MB');
  });

  it('keeps at most five images in all', () => {
    const result = checkImages(
      [file('1.png', 'image/png'), file('2.png', 'image/png'), file('3.png', 'image/png')],
      3,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(result.problem?.title).toBe('Troppe immagini');
  });
});

describe('classifyPutError', () => {
  it('calls a refused file or URL invalid, anything else failed', () => {
    for (const status of [400, 403, 413, 415]) {
      expect((classifyPutError(new ApiError(status, '', '{}')) as UploadError).kind).toBe('invalid');
    }
    expect((classifyPutError(new ApiError(500, '', '')) as UploadError).kind).toBe('failed');
    expect((classifyPutError(new TypeError('network')) as UploadError).kind).toBe('failed');
  });

  it('lets an expired session through as it is', () => {
    const unauthorized = new ApiError(401, 'Unauthorized', '{"message":"Unauthorized"}');
    expect(classifyPutError(unauthorized)).toBe(unauthorized);
  });
});

describe('post draft', () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      items,
    };
  }

  it('keeps title, description and category per member, and clears them', () => {
    const storage = memoryStorage();
    expect(
      saveDraft('u1', { title: 'Forno', content: 'Non scalda', category: 'elettrodomestici' }, storage),
    ).toBe(true);
    expect(loadDraft('u1', storage)).toEqual({
      title: 'Forno',
      content: 'Non scalda',
      category: 'elettrodomestici',
    });
    expect(loadDraft('u2', storage)).toBeNull();
    clearDraft('u1', storage);
    expect(loadDraft('u1', storage)).toBeNull();
  });

  it('survives a damaged or foreign value', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey('u1'), '{non json');
    expect(loadDraft('u1', storage)).toBeNull();
    storage.setItem(draftKey('u1'), JSON.stringify({ title: 3, content: 'x', category: 'televisori' }));
    expect(loadDraft('u1', storage)).toEqual({ title: '', content: 'x', category: '' });
  });

  it('keeps a reel draft (title, description, tags) apart from the post draft (issue 27)', () => {
    const storage = memoryStorage();
    saveDraft('u1', { title: 'Post', content: 'Testo', category: '' }, storage);
    expect(saveReelDraft('u1', { title: 'Batteria', description: 'Cambio', tags: '#iphone' }, storage)).toBe(
      true,
    );
    expect(loadReelDraft('u1', storage)).toEqual({
      title: 'Batteria',
      description: 'Cambio',
      tags: '#iphone',
    });
    clearReelDraft('u1', storage);
    expect(loadReelDraft('u1', storage)).toBeNull();
    expect(loadDraft('u1', storage)?.title).toBe('Post');
    storage.setItem(reelDraftKey('u1'), '[1]');
    expect(loadReelDraft('u1', storage)).toEqual({ title: '', description: '', tags: '' });
  });
});
