import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Security headers, computed once at start-up and set on every response: a CSP without inline
 * scripts, nosniff, frame-ancestors 'none' (and X-Frame-Options for old browsers), a strict
 * referrer policy, cross-origin isolation of resources. In production, a response to a request
 * that came over HTTPS also carries HSTS and upgrade-insecure-requests; over plain HTTP (a
 * Raspberry Pi on the home network) they would only break the app. Behind a proxy that ends TLS,
 * TRUST_PROXY=on lets X-Forwarded-Proto say the request was HTTPS. Routes that need another policy
 * (the API docs UI) set their own CSP, which replaces this one.
 */
export function securityHeaders(config: Config, overHttps: boolean): Record<string, string> {
  const strict = config.isProduction && overHttps;
  const turnstile = config.humanVerification === 'turnstile' ? ' https://challenges.cloudflare.com' : '';
  const csp = [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the barcode scanner compile its WebAssembly decoder (served from
    // 'self'); it allows no eval of JavaScript.
    `script-src 'self'${turnstile} 'wasm-unsafe-eval'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    `frame-src 'self'${turnstile}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    ...(strict ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    'permissions-policy': 'camera=(self), microphone=(self), geolocation=(), payment=()',
    ...(strict ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const overHttp = securityHeaders(config, false);
  const overHttps = securityHeaders(config, true);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? overHttps : overHttp);
    done();
  });
}
