import OpenAI from 'openai';
import type {
  ChatCompletionContentPart,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import type { AdvisorInput, AdvisorReply, RepairAdvisor } from '../advisor.ts';
import { MODEL_REPLY_JSON_SCHEMA, modelReply, SYSTEM_PROMPT } from './model-reply.ts';

export interface OpenAiOptions {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  visionModel?: string;
  timeoutMs: number;
}

/** Raised when the model answers something the schema refuses. */
export class InvalidModelOutput extends Error {}

/**
 * An OpenAI-compatible provider (OpenAI, Ollama, vLLM, llama.cpp's server) answering SPEC's
 * analysis through JSON-schema structured output, images sent as image parts.
 */
export class OpenAiAdvisor implements RepairAdvisor {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiOptions) {
    this.client = new OpenAI({
      baseURL: options.baseUrl,
      // Local servers (Ollama, llama.cpp) accept any key.
      apiKey: options.apiKey ?? 'not-needed',
      timeout: options.timeoutMs,
      maxRetries: 0,
    });
  }

  analyze(input: AdvisorInput): Promise<AdvisorReply> {
    return this.ask(input);
  }

  chat(input: AdvisorInput): Promise<AdvisorReply> {
    return this.ask(input);
  }

  private async ask({ text, image, state }: AdvisorInput): Promise<AdvisorReply> {
    const content: ChatCompletionContentPart[] = [
      { type: 'text', text: text || "Descrivi il guasto che vedi nell'immagine." },
    ];
    if (image) content.push({ type: 'image_url', image_url: { url: image.dataUrl } });
    const context: ChatCompletionMessageParam[] = state.analysis
      ? [
          {
            role: 'system',
            content: `Diagnosi attuale della conversazione: ${JSON.stringify(state.analysis)}`,
          },
        ]
      : [];
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      ...context,
      ...state.history.slice(-8).map((m) => ({ role: m.role, content: m.content })),
      { role: 'user', content },
    ];
    const completion = await this.client.chat.completions.create({
      model: (image && this.options.visionModel) || this.options.model || 'gpt-4o-mini',
      messages,
      temperature: 0.2,
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'repair_reply', schema: MODEL_REPLY_JSON_SCHEMA },
      },
    });
    const raw = completion.choices[0]?.message?.content ?? '';
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new InvalidModelOutput('the model did not answer JSON');
    }
    const checked = modelReply.safeParse(parsed);
    if (!checked.success) throw new InvalidModelOutput(`the model's JSON does not match the schema`);
    const { analysis, reply, category } = checked.data;
    if (analysis) {
      return {
        kind: 'analysis',
        analysis,
        problemId: null,
        category: category ?? undefined,
        searchText: `${analysis.problem} ${text}`,
      };
    }
    if (reply) return { kind: 'reply', text: reply };
    throw new InvalidModelOutput('the model answered neither an analysis nor a reply');
  }
}
