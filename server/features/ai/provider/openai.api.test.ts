import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analysisPayload, type RepairAnalysis } from '../../../../common/schemas/ai.ts';
import { aiQueries } from '../../../db/schema.ts';
import { makePost, signedIn } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { png } from '../../../test/images.ts';

/** What the fake chat-completions server answers next. */
type Behaviour =
  | { kind: 'json'; content: unknown }
  | { kind: 'raw'; content: string }
  | { kind: 'hang' }
  | { kind: 'error' };

const MODEL_ANALYSIS: RepairAnalysis = {
  problem: 'Condensatore del microonde da verificare (analisi del modello)',
  difficulty: 'advanced',
  confidence: 72,
  estimatedTime: '1 ora',
  warnings: ['Il condensatore resta carico: pericolo di morte'],
  possibleCauses: ['Diodo guasto'],
  solutions: ['Affidalo a un tecnico'],
  requiredTools: ['Multimetro digitale'],
  stepByStepGuide: {
    steps: [1, 2, 3, 4].map((step) => ({ step, instruction: `Passo ${step} del modello` })),
  },
};

let behaviour: Behaviour;
let requests: { url: string; body: Record<string, unknown> }[] = [];
let server: Server;
let ctx: TestContext;

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'modello-di-prova',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  };
}

beforeAll(async () => {
  // A small server speaking the chat-completions protocol on loopback: no network.
  server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    requests.push({ url: req.url ?? '', body });
    if (behaviour.kind === 'hang') return; // never answers: the timeout must fire
    if (behaviour.kind === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      return;
    }
    const content = behaviour.kind === 'json' ? JSON.stringify(behaviour.content) : behaviour.content;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(content)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  ctx = await createTestContext({
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_API_KEY: 'chiave-di-prova',
    AI_MODEL: 'modello-di-prova',
    AI_VISION_MODEL: 'modello-visione',
    AI_TIMEOUT_MS: '400',
  });
});
afterAll(async () => {
  await ctx.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
});

async function lastQuery(userId: string) {
  const rows = await ctx.database.db.select().from(aiQueries).where(eq(aiQueries.userId, userId));
  return rows.at(-1)!;
}

describe('OpenAI-compatible provider', () => {
  it('answers through the same card when the model returns a valid analysis', async () => {
    behaviour = {
      kind: 'json',
      content: { reply: null, analysis: MODEL_ANALYSIS, category: 'elettrodomestici' },
    };
    const member = await signedIn(ctx);
    const res = await member.send('POST', '/api/ai/analyze', { description: 'il microonde non scalda' });
    expect(res.statusCode).toBe(200);
    const analysis = analysisPayload.parse(res.json());
    expect(analysis).toMatchObject({
      problem: MODEL_ANALYSIS.problem,
      confidence: 72,
      category: 'elettrodomestici',
    });
    expect(await lastQuery(member.user.id)).toMatchObject({
      provider: 'openai',
      fallback: false,
      success: true,
    });

    const sent = requests[0]!;
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.body.model).toBe('modello-di-prova');
    expect(sent.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'repair_reply' },
    });
  });

  it('sends a photo as an image part to the vision model', async () => {
    behaviour = { kind: 'json', content: { reply: null, analysis: MODEL_ANALYSIS, category: null } };
    const member = await signedIn(ctx);
    const image = `data:image/png;base64,${(await png()).toString('base64')}`;
    const res = await member.send('POST', '/api/ai/analyze', { description: 'cosa vedi?', image });
    expect(res.statusCode).toBe(200);
    expect(res.json().notice).toBeUndefined();
    const sent = requests[0]!.body;
    expect(sent.model).toBe('modello-visione');
    const messages = sent.messages as { role: string; content: unknown }[];
    expect(messages.at(-1)!.content).toEqual([
      { type: 'text', text: 'cosa vedi?' },
      { type: 'image_url', image_url: { url: image } },
    ]);
  });

  it('answers a follow-up with the model’s text reply, sending the current diagnosis', async () => {
    behaviour = { kind: 'json', content: { reply: null, analysis: MODEL_ANALYSIS, category: null } };
    const member = await signedIn(ctx);
    const first = (await member.send('POST', '/api/ai/chat', { message: 'il microonde non scalda' })).json();
    behaviour = { kind: 'json', content: { reply: 'Circa 30 €.', analysis: null, category: null } };
    const res = await member.send('POST', '/api/ai/chat', {
      message: 'quanto costa?',
      conversationId: first.conversationId,
    });
    expect(res.json().response).toBe('Circa 30 €.');
    const messages = requests[1]!.body.messages as { role: string; content: string }[];
    // The earlier diagnosis goes back as the assistant's own message, never as a system instruction.
    expect(messages.some((m) => m.role === 'assistant' && m.content.includes(MODEL_ANALYSIS.problem))).toBe(
      true,
    );
    expect(messages.some((m) => m.role === 'system' && m.content.includes(MODEL_ANALYSIS.problem))).toBe(
      false,
    );
  });

  it('grounds the model in the knowledge base’s candidates and answered community posts', async () => {
    behaviour = { kind: 'json', content: { reply: null, analysis: MODEL_ANALYSIS, category: null } };
    const author = await signedIn(ctx);
    const helper = await signedIn(ctx);
    const answered = await makePost(ctx, author.user, {
      title: 'Microonde che non scalda più',
      content: 'Il microonde gira e fa luce ma non scalda il cibo',
      category: 'elettrodomestici',
    });
    await helper.send('POST', '/api/comments', {
      postId: answered.id,
      content: 'Era il diodo alta tensione, cambiato.',
    });
    await makePost(ctx, author.user, {
      title: 'Microonde non scalda, nessuna risposta',
      content: 'Il microonde gira ma non scalda',
    });
    const member = await signedIn(ctx);
    await member.send('POST', '/api/ai/chat', { message: 'il microonde gira ma non scalda' });
    const messages = requests[0]!.body.messages as { role: string; content: string }[];
    const candidates = messages.find(
      (m) => m.role === 'system' && m.content.startsWith('Diagnosi candidate'),
    );
    expect(candidates?.content).toMatch(/magnetron/i);
    const posts = messages.find((m) => m.role === 'user' && m.content.startsWith('Post simili'));
    expect(posts?.content).toContain('Microonde che non scalda più');
    expect(posts?.content).toContain('diodo alta tensione');
    expect(posts?.content).not.toContain('nessuna risposta');
  });

  it('grounds a story told in English in what the offline engine reads and in Italian community posts', async () => {
    behaviour = { kind: 'json', content: { reply: null, analysis: MODEL_ANALYSIS, category: null } };
    const author = await signedIn(ctx);
    const helper = await signedIn(ctx);
    const answered = await makePost(ctx, author.user, {
      title: 'Il microonde non scalda il cibo',
      content: 'Il piatto gira e la luce si accende ma il cibo resta freddo',
      category: 'elettrodomestici',
    });
    await helper.send('POST', '/api/comments', {
      postId: answered.id,
      content: 'Magnetron bruciato, sostituito.',
    });
    const member = await signedIn(ctx);
    await member.send('POST', '/api/ai/chat', {
      message: "My microwave turns on and the plate spins, but it doesn't heat the food anymore.",
    });
    const messages = requests[0]!.body.messages as { role: string; content: string }[];
    const candidates = messages.find(
      (m) => m.role === 'system' && m.content.startsWith('Diagnosi candidate'),
    );
    expect(candidates?.content).toMatch(/magnetron/i);
    const posts = messages.find((m) => m.role === 'user' && m.content.startsWith('Post simili'));
    expect(posts?.content).toContain('Il microonde non scalda il cibo');
  });

  it('falls back when a field of the model’s analysis is longer than the schema allows', async () => {
    const oversized = {
      ...MODEL_ANALYSIS,
      stepByStepGuide: { steps: [{ step: 1, instruction: 'x'.repeat(5000) }] },
    };
    behaviour = { kind: 'json', content: { reply: null, analysis: oversized, category: null } };
    const member = await signedIn(ctx);
    const res = await member.send('POST', '/api/ai/chat', { message: 'il microonde gira ma non scalda' });
    const analysis = analysisPayload.parse(res.json().response);
    expect(analysis.problem).toMatch(/magnetron/);
    expect(JSON.stringify(analysis)).not.toContain('x'.repeat(600));
    expect((await lastQuery(member.user.id)).fallback).toBe(true);
  });

  it('falls back when the model’s text reply is oversized', async () => {
    behaviour = { kind: 'json', content: { reply: 'y'.repeat(5000), analysis: null, category: null } };
    const member = await signedIn(ctx);
    const res = await member.send('POST', '/api/ai/chat', { message: 'il microonde gira ma non scalda' });
    expect(JSON.stringify(res.json())).not.toContain('y'.repeat(2001));
    expect((await lastQuery(member.user.id)).fallback).toBe(true);
  });

  it('falls back to the knowledge base when the model answers invalid JSON', async () => {
    behaviour = { kind: 'raw', content: 'Certo! Ecco la mia analisi: il microonde…' };
    const member = await signedIn(ctx);
    const res = await member.send('POST', '/api/ai/analyze', {
      description: 'il microonde gira ma non scalda',
    });
    expect(res.statusCode).toBe(200);
    expect(analysisPayload.parse(res.json()).problem).toMatch(/magnetron/);
    expect(await lastQuery(member.user.id)).toMatchObject({
      provider: 'offline',
      fallback: true,
      success: true,
    });
  });

  it('falls back when the JSON does not match the analysis schema', async () => {
    behaviour = {
      kind: 'json',
      content: { reply: null, analysis: { ...MODEL_ANALYSIS, confidence: 250 }, category: null },
    };
    const member = await signedIn(ctx);
    const res = await member.send('POST', '/api/ai/analyze', {
      description: 'il microonde gira ma non scalda',
    });
    expect(analysisPayload.parse(res.json()).problem).toMatch(/magnetron/);
    expect((await lastQuery(member.user.id)).fallback).toBe(true);
  });

  it('falls back when the provider errors', async () => {
    behaviour = { kind: 'error' };
    const member = await signedIn(ctx);
    const res = await member.send('POST', '/api/ai/chat', { message: 'il microonde gira ma non scalda' });
    expect(analysisPayload.parse(res.json().response).problem).toMatch(/magnetron/);
    expect((await lastQuery(member.user.id)).fallback).toBe(true);
  });

  it('falls back to the knowledge base on timeout', async () => {
    behaviour = { kind: 'hang' };
    const member = await signedIn(ctx);
    const started = Date.now();
    const res = await member.send('POST', '/api/ai/analyze', {
      description: 'il microonde gira ma non scalda',
    });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(analysisPayload.parse(res.json()).problem).toMatch(/magnetron/);
    const query = await lastQuery(member.user.id);
    expect(query).toMatchObject({ provider: 'offline', fallback: true });
    expect(query.latencyMs).toBeGreaterThanOrEqual(350);
  });
});
