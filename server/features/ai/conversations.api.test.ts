import { describe, expect, it } from 'vitest';
import type { AiConversationDetail, ChatReply } from '../../../common/schemas/ai.ts';
import type { MemberProfile } from '../../../common/schemas/user.ts';
import { signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { itRequiresAuthentication } from '../../test/requests.ts';

const ctx = withTestContext({ AI_RATE_LIMIT_PER_MINUTE: '100' });
const WASHER = 'la mia lavatrice Bosch non scarica l’acqua, a fine lavaggio il cestello è ancora pieno';
type Member = Awaited<ReturnType<typeof signedIn>>;

async function ask(member: Member, message: string, conversationId?: string) {
  const res = await member.send('POST', '/api/ai/chat', { message, conversationId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChatReply & { messageId: string };
}

const progress = (member: Member, messageId: string, step: unknown, done: unknown = true) =>
  member.send('PUT', `/api/ai/messages/${messageId}/progress`, { step, done });

describe('conversation calls require authentication', () => {
  itRequiresAuthentication(ctx, [
    ['GET', '/api/ai/conversations/x'],
    ['DELETE', '/api/ai/conversations/x'],
    ['PUT', '/api/ai/messages/x/progress'],
    ['GET', '/api/ai/status'],
  ]);
});

describe('the screen keeps the repair (issue 24)', () => {
  it('gives a conversation back with its messages, the analysis and the ticked guide steps', async () => {
    const member = await signedIn(ctx());
    const first = await ask(member, WASHER);
    expect(typeof first.response).toBe('object');
    expect(first.messageId).toEqual(expect.any(String));
    expect((await progress(member, first.messageId, 2)).json()).toEqual({
      completedSteps: [2],
      completed: false,
    });
    expect((await progress(member, first.messageId, 1)).json()).toEqual({
      completedSteps: [1, 2],
      completed: false,
    });
    expect((await progress(member, first.messageId, 2, false)).json()).toEqual({
      completedSteps: [1],
      completed: false,
    });
    await ask(member, 'quanto costa?', first.conversationId);

    const res = await member.send('GET', `/api/ai/conversations/${first.conversationId}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as AiConversationDetail;
    expect(detail.title).toContain('lavatrice');
    expect(detail.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(detail.messages[0]!.content).toBe(WASHER);
    const answer = detail.messages[1]!;
    expect(answer.id).toBe(first.messageId);
    expect(answer.analysis?.problem).toMatch(/scarico/i);
    expect(answer.completedSteps).toEqual([1]);
  });

  it('gives a question back with the answers it offered as buttons', async () => {
    const member = await signedIn(ctx());
    const question = await ask(member, 'la mia xbox non va bene');
    expect(question.choices?.length).toBeGreaterThan(1);
    const detail = (
      await member.send('GET', `/api/ai/conversations/${question.conversationId}`)
    ).json() as AiConversationDetail;
    expect(detail.messages[1]!.choices).toEqual(question.choices);
    // The member's own message and an answer with an analysis offer none.
    expect(detail.messages[0]!.choices).toBeUndefined();
    await ask(member, question.choices![0]!, question.conversationId);
    const after = (
      await member.send('GET', `/api/ai/conversations/${question.conversationId}`)
    ).json() as AiConversationDetail;
    expect(after.messages[3]!.analysis).not.toBeNull();
    expect(after.messages[3]!.choices).toBeUndefined();
  });

  it('refuses someone else’s conversation and message (404), a step outside the guide and bad bodies (400)', async () => {
    const owner = await signedIn(ctx());
    const other = await signedIn(ctx());
    const turn = await ask(owner, WASHER);
    expect((await other.send('GET', `/api/ai/conversations/${turn.conversationId}`)).statusCode).toBe(404);
    expect((await other.send('DELETE', `/api/ai/conversations/${turn.conversationId}`)).statusCode).toBe(404);
    expect((await progress(other, turn.messageId, 1)).statusCode).toBe(404);
    expect((await owner.send('GET', '/api/ai/conversations/sconosciuta')).statusCode).toBe(404);
    const steps = typeof turn.response === 'object' ? turn.response.stepByStepGuide!.steps.length : 0;
    const outside = await progress(owner, turn.messageId, steps + 1);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(`La guida ha ${steps} passi`);
    for (const bad of [0, -1, 1.5, '1', null, 31])
      expect((await progress(owner, turn.messageId, bad)).statusCode).toBe(400);
    expect((await progress(owner, turn.messageId, 1, 'sì')).statusCode).toBe(400);
    // A question has no guide.
    const question = await ask(owner, 'si è rotto');
    if (typeof question.response === 'string') {
      const res = await progress(owner, question.messageId, 1);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Questa risposta non ha una guida');
    }
    // Nothing changed for the owner.
    const detail = (
      await owner.send('GET', `/api/ai/conversations/${turn.conversationId}`)
    ).json() as AiConversationDetail;
    expect(detail.messages[1]!.completedSteps).toEqual([]);
  });

  it('deletes a conversation and its messages; the list no longer has it', async () => {
    const member = await signedIn(ctx());
    const keep = await ask(member, WASHER);
    const drop = await ask(member, 'il mio iphone non carica più, ho provato un altro cavo');
    const res = await member.send('DELETE', `/api/ai/conversations/${drop.conversationId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await member.send('GET', `/api/ai/conversations/${drop.conversationId}`)).statusCode).toBe(404);
    expect((await progress(member, drop.messageId, 1)).statusCode).toBe(404);
    const list = (await member.send('GET', '/api/ai/conversations')).json() as { id: string }[];
    expect(list.map((c) => c.id)).toEqual([keep.conversationId]);
  });

  it('counts a guide completed once as a repair worth 2 points, and takes it back when a step is unticked', async () => {
    const member = await signedIn(ctx());
    const viewer = await signedIn(ctx());
    const turn = await ask(member, WASHER);
    const steps = typeof turn.response === 'object' ? turn.response.stepByStepGuide!.steps.length : 0;
    expect(steps).toBeGreaterThan(1);
    for (let step = 1; step < steps; step++) await progress(member, turn.messageId, step);
    const last = await progress(member, turn.messageId, steps);
    expect(last.json()).toMatchObject({ completed: true });
    const profile = async () =>
      (await viewer.send('GET', `/api/users/${member.user.id}`)).json() as MemberProfile;
    expect(await profile()).toMatchObject({ points: 2, repairsCount: 1 });
    await progress(member, turn.messageId, 1, false);
    expect(await profile()).toMatchObject({ points: 0, repairsCount: 0 });
  });

  it('says whether photos are looked at (no vision model here)', async () => {
    const member = await signedIn(ctx());
    expect((await member.send('GET', '/api/ai/status')).json()).toEqual({ vision: false });
  });
});
