/** An OpenID Connect client: the provider's issuer and this app's credentials there. */
export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  clientSecret?: string;
}

/** Social sign-in providers, each present when its variables are set (issue 21). */
export interface OidcProviders {
  google?: OidcClientConfig;
  apple?: OidcClientConfig;
  oidc?: OidcClientConfig;
}

/** The configuration features may read: `server/config.ts` reads and validates it (its Config extends this). */
export interface AppSettings {
  appUrl: string;
  /** True when APP_URL is https: cookies get `Secure`. */
  secure: boolean;
  sessionSecret: string;
  adminEmails: string[];
  authRateLimitPerMinute: number;
  ai?: { baseUrl?: string; apiKey?: string; model?: string; visionModel?: string };
  /** How long the AI provider may take before the knowledge base answers (issue 18). */
  aiTimeoutMs: number;
  /** Assistant questions per member per minute. */
  aiRateLimitPerMinute: number;
  oidc: OidcProviders;
}
