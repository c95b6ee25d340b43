import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import type { EventBus } from './events/events.ts';
import type { AfterReply } from './http/after-reply.ts';
import type { TrackedMailer } from './mail/mailer.ts';
import type { AppSettings } from './settings.ts';
import type { ObjectStorage } from './storage/storage.ts';

/** Sends an event to every open socket of a member, on any instance (the realtime hub). */
export type LiveSend = (userId: string, event: { type: string; data?: unknown }) => void | Promise<void>;

/** The live channel as features see it. */
export interface LiveChannel {
  send: LiveSend;
  /** Closes the sockets of a session that ended, on every instance. */
  endSession(sessionId: string): void;
  /** Whether a member has the live channel open on any instance. */
  isOnline(userId: string): Promise<boolean>;
}

/** What the app offers every feature; a feature's description takes what it needs. */
export interface FeatureContext {
  db: Db;
  storage: ObjectStorage;
  events: EventBus;
  mailer: TrackedMailer;
  afterReply: AfterReply;
  log: FastifyBaseLogger;
  settings: AppSettings;
  live: LiveChannel;
  redis?: Redis;
}

/** A feature's one entry in the registry (`server/registry.ts`): `buildApp` walks them all. */
export interface Feature<Options = never> {
  name: string;
  /** The HTTP routes (paths are absolute, under /api), registered with what `needs` gives them. */
  routes?: (app: FastifyInstance, options: Options) => Promise<void>;
  /** What the routes need, taken from the app's context (and, for work with a lifecycle, the app). */
  needs?: (context: FeatureContext, app: FastifyInstance) => Options;
  /** Domain-event subscriptions; the demo seed runs them without a live channel. */
  subscribe?: (events: EventBus, live?: LiveSend) => void;
  /** Live-channel handlers. */
  live?: {
    /** A member came online or went offline (on any instance). */
    presence?: (context: FeatureContext) => (userId: string, isOnline: boolean) => void | Promise<void>;
    /** Whether `senderId`'s typing may reach `receiverId`. */
    mayTypeTo?: (context: FeatureContext) => (senderId: string, receiverId: string) => Promise<boolean>;
  };
}

/** A feature's description, typed by what its routes take. */
export const defineFeature = <Options = never>(feature: Feature<Options>): Feature<Options> => feature;
