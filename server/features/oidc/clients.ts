import * as client from 'openid-client';
import type { OidcClientConfig } from '../../platform/settings.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The discovered configuration of each provider, fetched on first use and kept; a failed discovery
 * is retried at the next sign-in.
 */
export class OidcClients {
  private readonly discovered = new Map<string, Promise<client.Configuration>>();

  /** The provider's configuration; plain http is allowed for a provider on this machine only (tests, dev). */
  get(name: string, settings: OidcClientConfig): Promise<client.Configuration> {
    let found = this.discovered.get(name);
    if (!found) {
      const issuer = new URL(settings.issuer);
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      found = client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: 10,
      });
      found.catch(() => this.discovered.delete(name));
      this.discovered.set(name, found);
    }
    return found;
  }
}
