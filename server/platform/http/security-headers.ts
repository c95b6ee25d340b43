import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The live channel's own URL: CSP 'self' does not cover ws:/wss: in every browser. */
export function liveChannelOrigin(appUrl: string): string {
  const url = new URL(appUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Helmet's headers: a CSP that lets the page talk only to its own origin (HTTP and live channel) and,
 * with S3, to the bucket its presigned URLs point at,
 * and framing refused twice in agreement (`frame-ancestors 'none'`, `X-Frame-Options: DENY`).
 */
export function securityHeaders(
  appUrl: string,
  secure: boolean,
  /** An object store the browser reads and uploads at directly (S3 presigned URLs). */
  storageOrigin?: string,
): HelmetOptions {
  const storage = storageOrigin ? [storageOrigin] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storage],
        mediaSrc: ["'self'", 'blob:', ...storage],
        connectSrc: ["'self'", liveChannelOrigin(appUrl), ...storage],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    xFrameOptions: { action: 'deny' },
    hsts: secure,
  };
}

/**
 * Sends helmet's headers on every answer. The middleware is built once, at start: the Fastify plugin built it
 * again for every request (its CSP parsed anew each time, 3% of a feed request's CPU; issue 29), with two
 * hooks where one does.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
