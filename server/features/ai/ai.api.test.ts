import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aiTextReply, analysisPayload, chatReply, repairAnalysis } from '../../../common/schemas/ai.ts';
import { aiMessages, aiQueries } from '../../db/schema.ts';
import { makePost, signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { GIF, jpegWithGps, png } from '../../test/images.ts';
import { itRequiresAuthentication } from '../../test/requests.ts';

const ctx = withTestContext({ AI_RATE_LIMIT_PER_MINUTE: '5' });

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const WASHER = 'la mia lavatrice Bosch non scarica l’acqua, a fine lavaggio il cestello è ancora pieno';

describe('AI calls require authentication', () => {
  itRequiresAuthentication(
    () => ctx(),
    [
      ['GET', '/api/ai/conversations'],
      ['POST', '/api/ai/analyze'],
      ['POST', '/api/ai/chat'],
    ],
  );
});

describe('POST /api/ai/analyze', () => {
  it('diagnoses a description with SPEC’s analysis, a guide, tools and similar community posts', async () => {
    const member = await signedIn(ctx());
    const author = await signedIn(ctx());
    const similar = await makePost(ctx(), author.user, {
      title: 'Lavatrice piena d’acqua',
      content: 'La lavatrice non scarica, ho pulito il filtro della pompa e ha ripreso a funzionare',
      category: 'elettrodomestici',
    });
    await makePost(ctx(), author.user, { title: 'Telefono rotto', content: 'Lo schermo è crepato' });
    const res = await member.send('POST', '/api/ai/analyze', { description: WASHER });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const analysis = analysisPayload.parse(body);
    expect(repairAnalysis.safeParse(analysis).success).toBe(true);
    expect(analysis.problem).toMatch(/scarico/i);
    expect(analysis.confidence).toBeGreaterThanOrEqual(50);
    expect(analysis.category).toBe('elettrodomestici');
    expect(analysis.stepByStepGuide!.steps.length).toBeGreaterThanOrEqual(4);
    expect(analysis.stepByStepGuide!.steps.map((s) => s.step)).toEqual(
      analysis.stepByStepGuide!.steps.map((_, i) => i + 1),
    );
    expect(analysis.warnings.join(' ')).toMatch(/spina/i);
    expect(analysis.requiredTools.length).toBeGreaterThan(0);
    expect(analysis.similarPosts.map((p) => p.id)).toEqual([similar.id]);
    expect(analysis.notice).toBeUndefined();
    expect(body.conversationId).toEqual(expect.any(String));
  });

  it('shows solved posts first, fills up with unsolved ones only while fewer than three are solved', async () => {
    const author = await signedIn(ctx());
    const helper = await signedIn(ctx());
    const washer = (n: number) =>
      makePost(ctx(), author.user, {
        title: `Lavatrice piena d’acqua ${n}`,
        content: 'La lavatrice non scarica l’acqua e il cestello resta pieno a fine lavaggio',
        category: 'elettrodomestici',
      });
    const solve = async (postId: string, answer: string) => {
      const c = await helper.send('POST', '/api/comments', { postId, content: answer });
      expect(c.statusCode, c.body).toBe(201);
      const res = await author.send('POST', `/api/posts/${postId}/solution`, { commentId: c.json().id });
      expect(res.statusCode, res.body).toBe(200);
    };
    const older = [await washer(1), await washer(2), await washer(3)];
    const newer = [await washer(4), await washer(5), await washer(6)];
    await solve(older[0]!.id, 'Era il filtro della pompa pieno di monete');
    const similarTo = async () => {
      const res = await (await signedIn(ctx())).send('POST', '/api/ai/analyze', { description: WASHER });
      expect(res.statusCode, res.body).toBe(200);
      return analysisPayload.parse(res.json()).similarPosts;
    };
    const one = await similarTo();
    expect(one).toHaveLength(3);
    expect(one[0]).toMatchObject({
      id: older[0]!.id,
      isSolved: true,
      solution: 'Era il filtro della pompa pieno di monete',
    });
    expect(one.slice(1).map((p) => p.isSolved)).toEqual([false, false]);
    await solve(older[1]!.id, 'Tubo di scarico piegato dietro al mobile');
    await solve(older[2]!.id, 'Pompa di scarico bloccata da un calzino');
    const three = await similarTo();
    expect(three.map((p) => p.id).sort()).toEqual(older.map((p) => p.id).sort());
    expect(three.every((p) => p.isSolved)).toBe(true);
    expect(three.map((p) => p.id)).not.toContain(newer[0]!.id);
  });

  it('asks one question in Italian when the description is too vague to guess', async () => {
    const member = await signedIn(ctx());
    const res = await member.send('POST', '/api/ai/analyze', { description: 'la lavatrice' });
    expect(res.statusCode).toBe(200);
    expect(res.json().question).toMatch(/lavatrice/);
    expect(res.json().problem).toBeUndefined();
  });

  it('answers a photo with a description from the description, and says it did not look at the photo', async () => {
    const member = await signedIn(ctx());
    const res = await member.send('POST', '/api/ai/analyze', {
      description: 'il vetro del telefono è crepato dopo una caduta',
      image: dataUrl('image/jpeg', await jpegWithGps()),
    });
    expect(res.statusCode).toBe(200);
    const analysis = analysisPayload.parse(res.json());
    expect(analysis.problem).toMatch(/rotto/i);
    expect(analysis.notice).toMatch(/Non posso vedere la foto/);
  });

  it('asks for a description of a photo sent alone, honestly', async () => {
    const member = await signedIn(ctx());
    const res = await member.send('POST', '/api/ai/analyze', { image: dataUrl('image/png', await png()) });
    expect(res.statusCode).toBe(200);
    expect(res.json().question).toMatch(/non posso vedere le immagini.*Descrivimi/s);
  });

  it('accepts WebP and HEIC by their magic bytes', async () => {
    const member = await signedIn(ctx());
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(32),
    ]);
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(32)]);
    for (const [mime, bytes] of [
      ['image/webp', webp],
      ['image/heic', heic],
    ] as const) {
      const res = await member.send('POST', '/api/ai/analyze', {
        description: 'schermo rotto',
        image: dataUrl(mime, bytes),
      });
      expect(res.statusCode, mime).toBe(200);
    }
  });

  it('refuses an empty request with 400', async () => {
    const member = await signedIn(ctx());
    for (const payload of [{}, { description: '   ' }, { description: '', image: null }]) {
      const res = await member.send('POST', '/api/ai/analyze', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Descrivi il problema o carica un'immagine");
    }
  });

  it('refuses a file that is not a JPEG, PNG, WebP or HEIC with 415, whatever its data URL says', async () => {
    const member = await signedIn(ctx());
    for (const image of [
      dataUrl('image/gif', GIF),
      dataUrl('image/jpeg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      'data:text/plain,ciao',
      'https://example.com/foto.jpg',
    ]) {
      const res = await member.send('POST', '/api/ai/analyze', { description: 'schermo rotto', image });
      expect(res.statusCode, image.slice(0, 30)).toBe(415);
      expect(res.json().message).toMatch(/JPEG, PNG, WebP o HEIC/);
    }
  });

  it('refuses an image over 8 MB with 413', async () => {
    const member = await signedIn(ctx());
    const big = Buffer.alloc(8 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff], 0);
    const res = await member.send('POST', '/api/ai/analyze', {
      description: 'foto',
      image: dataUrl('image/jpeg', big),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/8 MB/);
  });

  it('refuses a description over 2000 characters', async () => {
    const member = await signedIn(ctx());
    const res = await member.send('POST', '/api/ai/analyze', { description: 'a'.repeat(2001) });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/ai/chat', () => {
  it('keeps a conversation: diagnosis, then follow-ups answered in its context', async () => {
    const member = await signedIn(ctx());
    const first = chatReply.parse(
      (
        await member.send('POST', '/api/ai/chat', {
          message: 'la ps5 si accende ma la tv dice nessun segnale',
        })
      ).json(),
    );
    expect(typeof first.response).toBe('object');
    const { conversationId } = first;

    const tools = (
      await member.send('POST', '/api/ai/chat', { message: 'che attrezzi servono?', conversationId })
    ).json();
    expect(tools.conversationId).toBe(conversationId);
    expect(tools.response).toMatch(/Cavo HDMI certificato/);

    const cost = (
      await member.send('POST', '/api/ai/chat', { message: 'quanto costa?', conversationId })
    ).json();
    expect(cost.response).toMatch(/€/);

    const notWorking = (
      await member.send('POST', '/api/ai/chat', { message: 'e se non funziona?', conversationId })
    ).json();
    expect(notWorking.response).toMatch(/chip HDMI/);

    const messages = await ctx()
      .database.db.select()
      .from(aiMessages)
      .where(eq(aiMessages.conversationId, conversationId));
    expect(messages).toHaveLength(8);
  });

  it('answers a story pasted in English, in Italian, about the device it names', async () => {
    const member = await signedIn(ctx());
    const res = await member.send('POST', '/api/ai/chat', {
      message:
        "My washing machine won't drain anymore. The drum stays full of water at the end of the cycle and it won't spin. I already cleaned the filter.",
    });
    expect(res.statusCode).toBe(200);
    const reply = chatReply.parse(res.json());
    expect(typeof reply.response).toBe('object');
    const analysis = reply.response as { problem: string; possibleCauses: string[]; notice?: string };
    expect(analysis.notice).toMatch(/^Hai scritto in inglese: ti rispondo in italiano/);
    // What was tried is acknowledged, not quoted back in a word-by-word Italian.
    expect(analysis.notice).toContain('Ho letto quello che hai già provato.');
    expect(analysis.notice).not.toContain('«');
    expect(analysis.problem).toMatch(/lavatrice|scaric/i);
    expect(analysis.possibleCauses.join(' ')).toMatch(/pompa|filtro|tubo/i);
  });

  it('offers the options of its question as choices, and a tapped choice gets the diagnosis', async () => {
    const member = await signedIn(ctx());
    const asked = await member.send('POST', '/api/ai/analyze', { description: 'la mia xbox non va bene' });
    const question = aiTextReply.parse(asked.json());
    expect(question.choices?.length).toBeGreaterThanOrEqual(2);
    expect(question.choices?.length).toBeLessThanOrEqual(3);
    // Each choice is one of the options the question's text offers.
    for (const choice of question.choices!)
      expect(question.question.toLowerCase()).toContain(choice.toLowerCase());
    const chosen = question.choices!.find((c) => /segnale/i.test(c)) ?? question.choices![0]!;
    const answer = chatReply.parse(
      (
        await member.send('POST', '/api/ai/chat', {
          message: chosen,
          conversationId: question.conversationId,
        })
      ).json(),
    );
    expect(typeof answer.response).toBe('object');
    expect(answer.choices).toBeUndefined();
    // A question without options to pick offers no buttons.
    const vague = chatReply.parse((await member.send('POST', '/api/ai/chat', { message: 'boh' })).json());
    expect(vague.choices).toBeUndefined();
  });

  it('turns a clarifying question and its answer into one diagnosis', async () => {
    const member = await signedIn(ctx());
    const question = (await member.send('POST', '/api/ai/chat', { message: 'il frigo' })).json();
    expect(typeof question.response).toBe('string');
    const answer = (
      await member.send('POST', '/api/ai/chat', {
        message: 'il congelatore gela ma sotto nel frigo è caldo',
        conversationId: question.conversationId,
      })
    ).json();
    expect(analysisPayload.parse(answer.response).problem).toMatch(/ventola/i);
  });

  it('answers 404 for someone else’s conversation and for an unknown one', async () => {
    const owner = await signedIn(ctx());
    const other = await signedIn(ctx());
    const { conversationId } = (
      await owner.send('POST', '/api/ai/chat', { message: 'il telefono non carica' })
    ).json();
    for (const id of [conversationId, 'sconosciuta']) {
      const res = await other.send('POST', '/api/ai/chat', { message: 'quanto costa?', conversationId: id });
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses an empty message with 400', async () => {
    const member = await signedIn(ctx());
    const res = await member.send('POST', '/api/ai/chat', { message: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Scrivi un messaggio');
  });

  it('limits each member to the configured questions per minute with a clear Italian 429', async () => {
    const member = await signedIn(ctx());
    const other = await signedIn(ctx());
    for (let i = 0; i < 5; i++) {
      expect((await member.send('POST', '/api/ai/chat', { message: 'schermo rotto' })).statusCode).toBe(200);
    }
    const limited = await member.send('POST', '/api/ai/chat', { message: 'schermo rotto' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Hai fatto troppe domande all'assistente in poco tempo\. Riprova tra (1 secondo|\d+ secondi)\.$/,
    );
    expect((await other.send('POST', '/api/ai/chat', { message: 'schermo rotto' })).statusCode).toBe(200);
  });
});

describe('GET /api/ai/conversations', () => {
  it('lists only the member’s conversations, newest activity first, with title and last activity', async () => {
    const member = await signedIn(ctx());
    const stranger = await signedIn(ctx());
    await stranger.send('POST', '/api/ai/chat', { message: 'la lavatrice perde acqua' });
    const a = (await member.send('POST', '/api/ai/chat', { message: 'il forno non scalda' })).json();
    const b = (await member.send('POST', '/api/ai/chat', { message: 'il microonde fa scintille' })).json();
    await member.send('POST', '/api/ai/chat', { message: 'quanto costa?', conversationId: a.conversationId });
    const res = await member.send('GET', '/api/ai/conversations');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((c: { id: string }) => c.id)).toEqual([a.conversationId, b.conversationId]);
    expect(list[0]).toMatchObject({ title: 'il forno non scalda', lastActivityAt: expect.any(String) });
  });
});

describe('query log', () => {
  it('records every query with provider, outcome, success and latency', async () => {
    const member = await signedIn(ctx());
    await member.send('POST', '/api/ai/analyze', { description: WASHER });
    await member.send('POST', '/api/ai/chat', { message: 'boh' });
    const rows = await ctx().database.db.select().from(aiQueries).where(eq(aiQueries.userId, member.user.id));
    expect(rows).toHaveLength(2);
    const analysis = rows.find((r) => r.kind === 'analyze')!;
    expect(analysis).toMatchObject({
      provider: 'offline',
      fallback: false,
      outcome: 'analysis',
      success: true,
    });
    expect(analysis.latencyMs).toBeGreaterThanOrEqual(0);
    expect(analysis.problemId).toBe('lavatrice-non-scarica');
    expect(rows.find((r) => r.kind === 'chat')).toMatchObject({ outcome: 'question', success: false });
  });
});
