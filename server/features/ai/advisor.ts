import type { PostCategory } from '../../../common/constants.ts';
import type { RepairAnalysis } from '../../../common/schemas/ai.ts';

/** What the assistant knows of a conversation between two turns. */
export interface ConversationState {
  /** Knowledge-base entry of the current diagnosis (offline engine only). */
  problemId: string | null;
  analysis: RepairAnalysis | null;
  /** A description the assistant asked one question about. */
  pendingText: string | null;
  /** Earlier turns, oldest first (for a model). */
  history: { role: 'user' | 'assistant'; content: string }[];
}

/** What grounds a configured model (DESIGN §6): the offline engine's best guesses and answered posts. */
export interface Grounding {
  candidates: { label: string; problem: string; causes: string[] }[];
  posts: { title: string; content: string; answer?: string }[];
}

export interface AdvisorInput {
  text: string;
  /** Set only when a model is asked. */
  grounding?: Grounding;
  /** A validated image, when the member attached one. */
  image?: { dataUrl: string; mimeType: string };
  state: ConversationState;
}

/** The advisor's answer: a diagnosis, one question, or a plain reply in the current diagnosis' context. */
export type AdvisorReply =
  | {
      kind: 'analysis';
      analysis: RepairAnalysis;
      problemId: string | null;
      category?: PostCategory;
      notice?: string;
      /** Words to look for similar community posts with. */
      searchText: string;
    }
  | {
      kind: 'question';
      text: string;
      pendingText: string;
      /** Answers to offer as buttons (issue 24): each is sent as the member's next message. */
      choices?: string[];
    }
  | { kind: 'reply'; text: string };

/** DESIGN §6: one interface, whatever answers — the offline knowledge base or a model. */
export interface RepairAdvisor {
  /** 'offline' or the provider's name, recorded with each query. */
  readonly name: string;
  /** A first description (and photo) of a problem. */
  analyze(input: AdvisorInput): Promise<AdvisorReply>;
  /** A chat message, answered in the context of the conversation. */
  chat(input: AdvisorInput): Promise<AdvisorReply>;
}
