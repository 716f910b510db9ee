import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@shared/contracts/settings';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's language setting, when known; else Accept-Language decides. */
    preferredLanguage?: Language;
  }
}

/** The language to answer in: the user's setting, then the first supported Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  if (request.preferredLanguage) return request.preferredLanguage;
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return 'en';
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { lang } of ranked) {
    if ((LANGUAGES as readonly string[]).includes(lang)) return lang as Language;
  }
  return 'en';
}
