import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import type { MutationErrorMeta } from './errors.ts';

const unauthorized = () => new ApiError(401, 'Unauthorized', '{"message":"Unauthorized"}');

/** A fresh module graph per test: the "already redirecting" flag starts clear. */
async function load() {
  vi.resetModules();
  const { createQueryClient } = await import('./query-client.ts');
  const { currentToast, dismissToast } = await import('../ui/toast.tsx');
  dismissToast();
  return { client: createQueryClient(), currentToast };
}

let timers: number[];
beforeEach(() => {
  timers = [];
  vi.stubGlobal('window', {
    location: { href: '/' },
    setTimeout: (run: () => void, ms: number) => {
      timers.push(ms);
      run();
      return 1;
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('401 handling, once for every query and mutation (SPEC §8)', () => {
  it("a query answering 401 says 'Sessione scaduta' and goes to sign-in after 500 ms", async () => {
    const { client, currentToast } = await load();
    await client
      .fetchQuery({ queryKey: ['feed'], queryFn: () => Promise.reject(unauthorized()) })
      .catch(() => undefined);
    expect(currentToast()).toMatchObject({ title: 'Sessione scaduta', variant: 'destructive' });
    expect(timers).toEqual([500]);
    expect(window.location.href).toBe('/api/login');
  });

  it('a quiet query (the bell) does not announce it', async () => {
    const { client, currentToast } = await load();
    await client
      .fetchQuery({
        queryKey: ['bell'],
        queryFn: () => Promise.reject(unauthorized()),
        meta: { announceUnauthorized: false },
      })
      .catch(() => undefined);
    expect(currentToast()).toBeNull();
    expect(timers).toEqual([]);
  });

  it("a like keeps its own text: 'Non autorizzato' / 'Accesso richiesto. Reindirizzamento...'", async () => {
    const { client, currentToast } = await load();
    const like = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(unauthorized()),
      meta: { errorText: 'Impossibile aggiornare il like', unauthorized: 'like' },
    });
    await like.execute(undefined).catch(() => undefined);
    expect(currentToast()).toMatchObject({
      title: 'Non autorizzato',
      description: 'Accesso richiesto. Reindirizzamento...',
    });
    expect(timers).toEqual([500]);
  });

  it('a comment and a follow have theirs; any other mutation gets the session text', async () => {
    for (const [action, description] of [
      ['comment', 'Accesso richiesto per commentare'],
      ['follow', 'Accesso richiesto per seguire utenti'],
      [undefined, "Effettua nuovamente l'accesso..."],
    ] as const) {
      const { client, currentToast } = await load();
      const mutation = client.getMutationCache().build(client, {
        mutationFn: () => Promise.reject(unauthorized()),
        meta: { errorText: 'x', unauthorized: action },
      });
      await mutation.execute(undefined).catch(() => undefined);
      expect(currentToast()?.description).toBe(description);
    }
  });

  it("any other failure gets 'Errore' with the mutation's text, and a screen may keep them all", async () => {
    const { client, currentToast } = await load();
    const failing = (meta: MutationErrorMeta) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(new ApiError(500, 'Errore', '')), meta })
        .execute(undefined)
        .catch(() => undefined);
    await failing({ errorText: 'Impossibile eliminare il post' });
    expect(currentToast()).toMatchObject({ title: 'Errore', description: 'Impossibile eliminare il post' });
    const { client: other, currentToast: toastNow } = await load();
    await other
      .getMutationCache()
      .build(other, { mutationFn: () => Promise.reject(unauthorized()), meta: { unauthorized: false } })
      .execute(undefined)
      .catch(() => undefined);
    expect(toastNow()).toBeNull();
    expect(timers).toEqual([]);
  });
});
