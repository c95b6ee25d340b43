import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../common/constants.ts';
import type { ConversationSummary, MessagePayload } from '../../../common/schemas/messages.ts';
import { signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { GIF, jpegWithGps, png } from '../../test/images.ts';
import { type Caller, guest, type TestMember } from '../../test/requests.ts';
import { putUpload, requestUpload, uploadImage } from '../../test/uploads.ts';

// Issue 27: the chat's 📎 sends a photo, through the same upload pipeline as posts' photos.

const ctx = withTestContext();
const member = (firstName: string) => signedIn(ctx(), { firstName, lastName: 'Test' });

const sendPhoto = (from: Caller, to: TestMember, imageUrl: string, content?: string) =>
  from.send('POST', '/api/messages', { receiverId: to.user.id, imageUrl, ...(content ? { content } : {}) });
const chat = async (viewer: Caller, other: TestMember) =>
  (await viewer.send('GET', `/api/messages/${other.user.id}`)).json() as MessagePayload[];

describe('a photo in a direct message', () => {
  it('is sent alone or with text, seen by the receiver in the chat, the list and as a private file', async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    const path = await uploadImage(alice, await jpegWithGps(64, 48));

    const res = await sendPhoto(alice, bob, path);
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json() as MessagePayload;
    expect(sent).toMatchObject({
      content: '',
      image: { url: path, thumbnailUrl: `${path}/thumb`, width: 64, height: 48 },
    });

    const [received] = await chat(bob, alice);
    expect(received).toMatchObject({ id: sent.id, content: '', image: sent.image });
    const [row] = (await bob.send('GET', '/api/conversations')).json() as ConversationSummary[];
    expect(row!.lastMessage).toMatchObject({ id: sent.id, content: '', hasImage: true });

    // The two members read the photo and its thumbnail; nobody else, guests included.
    for (const viewer of [alice, bob]) {
      const file = await viewer.send('GET', path);
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toMatch(/^private/);
      expect((await sharp(file.rawPayload).metadata()).format).toBe('jpeg');
      expect((await viewer.send('GET', `${path}/thumb`)).statusCode).toBe(200);
    }
    const carol = await member('Carol');
    expect((await carol.send('GET', path)).statusCode).toBe(404);
    expect((await guest(ctx()).send('GET', path)).statusCode).toBe(404);

    const both = await sendPhoto(bob, alice, await uploadImage(bob, await png()), '  Ecco il mio  ');
    expect(both.statusCode).toBe(201);
    expect(both.json()).toMatchObject({ content: 'Ecco il mio', image: { width: 40, height: 40 } });
  });

  it('refuses a file that is no JPEG or PNG, or over 5 MB, at the upload, and its object in a message', async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    const gif = await requestUpload(alice);
    expect((await putUpload(alice, gif.uploadURL, GIF, 'image/gif')).statusCode).toBe(415);
    const big = await requestUpload(alice);
    const oversize = await putUpload(alice, big.uploadURL, Buffer.alloc(LIMITS.postImageBytes + 1, 0xff));
    expect(oversize.statusCode).toBe(413);
    for (const { path } of [gif, big]) {
      const res = await sendPhoto(alice, bob, path, 'guarda');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("L'immagine non è stata caricata da te o è già usata");
    }
    expect(await chat(bob, alice)).toEqual([]);
  });

  it("refuses another member's photo, a post's photo, a photo already sent, and what is no object path", async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    const bobs = await uploadImage(bob);
    expect((await sendPhoto(alice, bob, bobs)).statusCode).toBe(400);

    const posted = await uploadImage(alice);
    const post = await alice.send('POST', '/api/posts', {
      title: 'Lavatrice che perde',
      content: 'Perde acqua dal fondo durante la centrifuga',
      category: 'elettrodomestici',
      imageUrls: [posted],
    });
    expect(post.statusCode, post.body).toBe(201);
    expect((await sendPhoto(alice, bob, posted)).statusCode).toBe(400);

    const once = await uploadImage(alice);
    expect((await sendPhoto(alice, bob, once)).statusCode).toBe(201);
    const carol = await member('Carol');
    expect((await sendPhoto(alice, carol, once)).statusCode).toBe(400);
    // Nor does a photo sent in a chat become a post's (public) image.
    const reposted = await alice.send('POST', '/api/posts', {
      title: 'Ancora la lavatrice',
      content: 'Ecco la foto che ti ho mandato in chat',
      category: 'elettrodomestici',
      imageUrls: [once],
    });
    expect(reposted.statusCode).toBe(400);

    for (const bogus of ['/objects/uploads/not-an-id', 'https://altrove.example/foto.jpg', '']) {
      expect((await sendPhoto(alice, bob, bogus, 'ciao')).statusCode, bogus).toBe(400);
    }
    // Neither text nor photo: nothing to send.
    const empty = await alice.send('POST', '/api/messages', { receiverId: bob.user.id, content: '  ' });
    expect(empty.statusCode).toBe(400);
    expect((await chat(bob, alice)).map((m) => m.image?.url)).toEqual([once]);
    // Carol never got the photo sent to Bob, so she cannot read it.
    expect((await carol.send('GET', once)).statusCode).toBe(404);
  });

  it('is refused with 403 between members when either blocked the other', async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    expect((await bob.send('POST', '/api/blocks', { userId: alice.user.id })).statusCode).toBe(200);
    for (const [from, to] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const res = await sendPhoto(from, to, await uploadImage(from));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Impossibile inviare il messaggio');
    }
    expect(await chat(alice, bob)).toEqual([]);
  });

  it("is in the data download of both members: the sender's file among theirs", async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    const path = await uploadImage(alice);
    expect((await sendPhoto(alice, bob, path, 'la scheda')).statusCode).toBe(201);
    for (const who of [alice, bob]) {
      const res = await who.send('GET', '/api/account/export');
      expect(res.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(res.rawPayload));
      const data = JSON.parse(strFromU8(files['dati.json']!));
      expect(data.messages).toEqual([expect.objectContaining({ content: 'la scheda', image: path })]);
      if (who === alice) expect(data.files.map((f: { path: string }) => f.path)).toContain(path);
    }
  });
});
