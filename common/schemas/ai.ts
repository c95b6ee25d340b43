import { POST_CATEGORIES } from '../constants.ts';
import { schema, z } from '../zod-it.ts';

/** SPEC §3: the three difficulty levels of a repair (colours in SPEC §4). */
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Limits of the assistant's inputs (issue 18). */
export const AI_LIMITS = {
  descriptionMax: 2000,
  messageMax: 2000,
  /** Decoded image bytes. */
  imageBytes: 8 * 1024 * 1024,
  /** A data URL of imageBytes is base64: 4/3 of it plus the header. */
  imageDataUrlChars: Math.ceil((8 * 1024 * 1024 * 4) / 3) + 64,
  conversationsMax: 50,
} as const;

/** One step of a guide (SPEC §3: step number, instruction, optional warning and expected result). */
export const guideStep = schema(() =>
  z.object({
    step: z.number().int().min(1),
    instruction: z.string().min(1),
    warning: z.string().min(1).optional(),
    expectedResult: z.string().min(1).optional(),
  }),
);
export type GuideStep = z.infer<typeof guideStep>;

/**
 * SPEC §3 AI analysis. Every provider's answer — the offline knowledge base or a model — is
 * validated by this one schema (DESIGN §6).
 */
export const repairAnalysis = schema(() =>
  z.object({
    problem: z.string().min(1).max(300),
    difficulty: z.enum(DIFFICULTIES),
    confidence: z.number().min(0).max(100),
    estimatedTime: z.string().min(1).max(100),
    warnings: z.array(z.string().min(1)).max(12),
    possibleCauses: z.array(z.string().min(1)).max(12),
    solutions: z.array(z.string().min(1)).max(12),
    requiredTools: z.array(z.string().min(1)).max(12),
    stepByStepGuide: z.object({ steps: z.array(guideStep).max(30) }).optional(),
  }),
);
export type RepairAnalysis = z.infer<typeof repairAnalysis>;

/** A community post like the member's problem (beyond SPEC: how others fixed it). */
export const similarPost = schema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    category: z.enum(POST_CATEGORIES).nullable(),
    commentsCount: z.number().int(),
    /** Its author marked a solution (issue 28)… */
    isSolved: z.boolean().optional(),
    /** …whose first line the assistant shows. */
    solution: z.string().max(200).optional(),
  }),
);
export type SimilarPost = z.infer<typeof similarPost>;

/** The analysis as the server sends it: SPEC's fields plus what the card shows beyond SPEC. */
export const analysisPayload = schema(() =>
  repairAnalysis.extend({
    /** Device category of the diagnosis, used to ask for affiliate recommendations. */
    category: z.enum(POST_CATEGORIES).optional(),
    /** A plain sentence the member must read, e.g. that the photo was not looked at. */
    notice: z.string().optional(),
    similarPosts: z.array(similarPost).max(3),
  }),
);
export type AnalysisPayload = z.infer<typeof analysisPayload>;

const description = schema(() =>
  z
    .string()
    .trim()
    .max(
      AI_LIMITS.descriptionMax,
      `La descrizione può avere al massimo ${AI_LIMITS.descriptionMax} caratteri`,
    ),
);

const conversationId = schema(() => z.string().min(1).max(64).nullish());

/** POST /api/ai/analyze (SPEC §7): a description and/or an image data URL. */
export const analyzeBody = schema(() =>
  z
    .object({
      description: description.optional().default(''),
      // The route's body limit bounds it; type and decoded size are checked on the server (415, 413).
      image: z.string().nullish(),
      conversationId,
    })
    .refine((b) => b.description.length > 0 || !!b.image, {
      message: "Descrivi il problema o carica un'immagine",
      path: ['description'],
    }),
);
export type AnalyzeBody = z.input<typeof analyzeBody>;

/**
 * When the assistant asks back, the answers it offers: the client shows them as buttons (chips) that
 * send the chosen text as the member's next message (issue 24).
 */
export const aiChoices = schema(() => z.array(z.string().min(1).max(80)).max(6));

/** A reply that is a question or an explanation instead of a diagnosis. */
export const aiTextReply = schema(() =>
  z.object({
    question: z.string(),
    conversationId: z.string(),
    choices: aiChoices.optional(),
    /** The stored assistant message (guide progress is kept per answer: issue 24). */
    messageId: z.string().optional(),
  }),
);

/** POST /api/ai/analyze answers the analysis (SPEC §7), or one question when it cannot tell yet. */
export const analyzeReply = schema(() =>
  z.union([
    analysisPayload.extend({ conversationId: z.string(), messageId: z.string().optional() }),
    aiTextReply,
  ]),
);
export type AnalyzeReply = z.infer<typeof analyzeReply>;

/** POST /api/ai/chat (SPEC §7). */
export const chatBody = schema(() =>
  z.object({
    message: z
      .string({ error: 'Scrivi un messaggio' })
      .trim()
      .min(1, 'Scrivi un messaggio')
      .max(AI_LIMITS.messageMax, `Il messaggio può avere al massimo ${AI_LIMITS.messageMax} caratteri`),
    conversationId,
  }),
);
export type ChatBody = z.input<typeof chatBody>;

/** SPEC §3 AI chat reply: response is text or the analysis object. */
export const chatReply = schema(() =>
  z.object({
    response: z.union([z.string(), analysisPayload]),
    conversationId: z.string(),
    /** Set when response is a question with answers to pick from (beyond SPEC, issue 24). */
    choices: aiChoices.optional(),
    /** The stored assistant message: its guide progress is saved with PUT /api/ai/messages/{id}/progress. */
    messageId: z.string().optional(),
  }),
);
export type ChatReply = z.infer<typeof chatReply>;

/** GET /api/ai/conversations: the member's conversations, newest first. */
export const aiConversationSummary = schema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    lastActivityAt: z.string(),
    createdAt: z.string(),
  }),
);
export const aiConversationList = schema(() => z.array(aiConversationSummary));
export type AiConversationSummary = z.infer<typeof aiConversationSummary>;

/** One stored message of a conversation, as /ai shows it again (issue 24). */
export const aiStoredMessage = schema(() =>
  z.object({
    id: z.string(),
    role: z.enum(['user', 'assistant']),
    content: z.string(),
    hasImage: z.boolean(),
    createdAt: z.string(),
    analysis: analysisPayload.nullable(),
    /** The guide steps ticked, for an answer with a guide. */
    completedSteps: z.array(z.number().int()),
    /** The answers a question offered as buttons (issue 24). */
    choices: aiChoices.optional(),
  }),
);
export type AiStoredMessage = z.infer<typeof aiStoredMessage>;

/** GET /api/ai/conversations/{id}: the conversation with its messages, oldest first, and guide progress. */
export const aiConversationDetail = schema(() =>
  aiConversationSummary.extend({
    messages: z.array(aiStoredMessage),
  }),
);
export type AiConversationDetail = z.infer<typeof aiConversationDetail>;

/** PUT /api/ai/messages/{id}/progress: one guide step done or not done. */
export const guideProgressBody = schema(() =>
  z.object({
    step: z
      .number({ error: 'Passo non valido' })
      .int('Passo non valido')
      .min(1, 'Passo non valido')
      .max(30, 'Passo non valido'),
    done: z.boolean({ error: 'Indica se il passo è fatto' }),
  }),
);
export type GuideProgressBody = z.infer<typeof guideProgressBody>;

/** The guide's progress after the change; `completed` once every step is ticked. */
export const guideProgress = schema(() =>
  z.object({ completedSteps: z.array(z.number().int()), completed: z.boolean() }),
);
export type GuideProgress = z.infer<typeof guideProgress>;

/** GET /api/ai/status: what the assistant can do here (issue 24: no photo analysis without a vision model). */
export const aiStatus = schema(() => z.object({ vision: z.boolean() }));
export type AiStatus = z.infer<typeof aiStatus>;
