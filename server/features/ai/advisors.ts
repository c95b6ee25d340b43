import { OfflineAdvisor } from './engine/offline.ts';
import type { AdvisorChain } from './provider/chain.ts';
import { OpenAiAdvisor } from './provider/openai.ts';

/** The knowledge base always; a model first when AI_BASE_URL or AI_API_KEY is set (DESIGN §6). */
export function advisorsFromConfig(config: {
  ai?: { baseUrl?: string; apiKey?: string; model?: string; visionModel?: string };
  aiTimeoutMs: number;
}): AdvisorChain {
  const offline = new OfflineAdvisor();
  if (!config.ai) return { offline, timeoutMs: config.aiTimeoutMs };
  return {
    primary: new OpenAiAdvisor({ ...config.ai, timeoutMs: config.aiTimeoutMs }),
    offline,
    timeoutMs: config.aiTimeoutMs,
  };
}
