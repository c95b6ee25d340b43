import type { FastifyBaseLogger } from 'fastify';
import type { AdvisorInput, AdvisorReply, RepairAdvisor } from '../advisor.ts';

/** The configured model first, the knowledge base when it fails (DESIGN §6). */
export interface AdvisorChain {
  primary?: RepairAdvisor;
  offline: RepairAdvisor;
  timeoutMs: number;
}

export interface ChainAnswer {
  reply: AdvisorReply;
  provider: string;
  /** The model failed and the knowledge base answered. */
  fallback: boolean;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Asks the model; on timeout, error or invalid output the knowledge base answers and it is logged. */
export async function answer(
  chain: AdvisorChain,
  kind: 'analyze' | 'chat',
  input: AdvisorInput,
  log: FastifyBaseLogger,
): Promise<ChainAnswer> {
  if (chain.primary) {
    try {
      const reply = await withTimeout(chain.primary[kind](input), chain.timeoutMs);
      return { reply, provider: chain.primary.name, fallback: false };
    } catch (error) {
      log.warn(
        { provider: chain.primary.name, reason: error instanceof Error ? error.message : String(error) },
        'AI provider failed: the knowledge base answers',
      );
      const reply = await chain.offline[kind](input);
      return { reply, provider: chain.offline.name, fallback: true };
    }
  }
  return { reply: await chain.offline[kind](input), provider: chain.offline.name, fallback: false };
}
