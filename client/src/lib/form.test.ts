import { registerBody } from '@common/schemas/auth.ts';
import { createCommentBody } from '@common/schemas/comments.ts';
import { createPostBody, POST_REQUIRED, updatePostBody } from '@common/schemas/posts.ts';
import { describe, expect, it } from 'vitest';
import { checkForm, fieldErrors } from './form.ts';

describe('forms checked with the server schemas', () => {
  it("refuses a post without title or content with SPEC §5's text", () => {
    const checked = checkForm(createPostBody, { title: '   ', content: 'x', category: '', imageUrls: [] });
    expect(checked.ok).toBe(false);
    expect(checked.first).toBe('Titolo e contenuto sono obbligatori');
    expect(checked.errors.title).toBe('Titolo e contenuto sono obbligatori');
    expect(checked.errors.content).toBeUndefined();
  });

  it('answers the trimmed data the server would store', () => {
    const checked = checkForm(createPostBody, { title: ' Forno ', content: ' Non scalda ', category: '' });
    expect(checked).toMatchObject({
      ok: true,
      data: { title: 'Forno', content: 'Non scalda', category: undefined, imageUrls: [] },
    });
    expect(checkForm(updatePostBody, { title: 'a', content: ' ' }).ok).toBe(false);
  });

  it('refuses a blank comment and one over 500 characters', () => {
    expect(checkForm(createCommentBody, { postId: 'p1', content: ' \n ' }).ok).toBe(false);
    expect(checkForm(createCommentBody, { postId: 'p1', content: 'x'.repeat(501) }).first).toBe(
      'Il commento può avere al massimo 500 caratteri',
    );
    expect(checkForm(createCommentBody, { postId: 'p1', content: ' ok ' }).data).toEqual({
      postId: 'p1',
      content: 'ok',
    });
  });
});

describe('errors under each field (issue 27)', () => {
  it("names the missing field under it, and keeps the schema's other messages", () => {
    const checked = checkForm(createPostBody, { title: ' ', content: 'x'.repeat(501), category: '' });
    const missing = { title: 'Il titolo è obbligatorio', content: 'La descrizione è obbligatoria' };
    expect(fieldErrors(checked.errors, ['title', 'content'], POST_REQUIRED, missing)).toEqual({
      title: 'Il titolo è obbligatorio',
      content: 'La descrizione può avere al massimo 500 caratteri',
    });
  });

  it('says which registration field is empty', () => {
    const checked = checkForm(registerBody, { email: ' ', password: '', firstName: '', lastName: '' });
    expect(checked.errors).toEqual({
      email: "L'email è obbligatoria",
      password: 'La password è obbligatoria',
      firstName: 'Il nome è obbligatorio per la registrazione',
    });
  });
});
