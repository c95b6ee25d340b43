import { describe, expect, it } from 'vitest';
import { avatarSources } from './avatar.tsx';

describe('avatar sources', () => {
  it('offers the 96 px thumbnail of an uploaded photo beside the photo, so a small avatar loads the small file', () => {
    expect(avatarSources('/objects/uploads/abc')).toEqual({
      srcSet: '/objects/uploads/abc/thumb 96w, /objects/uploads/abc 256w',
    });
  });

  it('leaves any other picture as it is', () => {
    expect(avatarSources('/demo/avatar.jpg')).toEqual({});
  });
});
