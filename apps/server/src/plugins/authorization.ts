import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MENSAGENS } from '@portal/shared/common/messages';
import { meetsAccess, type RouteAccess } from '@portal/shared/usuarios/permissoes';
import type { AuthContext } from '../lib/auth-context';
import { AppError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs (required on every /api route): see RouteAccess. */
    access?: RouteAccess;
    /** Reachable while the caller's password is expired (change password, logout...). */
    allowExpiredPassword?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** What each /api route needs, by `METHOD path` as registered (the authorization matrix test reads it). */
    routeAccess: ReadonlyMap<string, RouteAccess>;
  }
}

export type SessionResolver = (token: string) => Promise<AuthContext | null>;

/**
 * The one authorization mechanism: every /api route declares `config.access` (a route
 * without it stops the server at start), and this hook enforces it before the body is even
 * parsed, so an anonymous caller learns nothing about the payload a route expects.
 */
export function registerAuthorization(app: FastifyInstance, resolveSession: SessionResolver): void {
  app.decorateRequest('auth', null);
  const routeAccess = new Map<string, RouteAccess>();
  app.decorate('routeAccess', routeAccess);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs')) {
      const access = route.config?.access;
      if (!access) {
        throw new Error(`A rota ${route.method} ${route.url} não declara config.access`);
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routeAccess.set(`${method} ${route.url}`, access);
      }
    }
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const access = config.access;
    if (!access || access === 'PUBLICA') return;

    const token = bearerToken(request);
    const auth = token ? await resolveSession(token) : null;
    if (!auth) {
      throw new AppError(
        'UNAUTHENTICATED',
        token ? MENSAGENS.sessaoExpirada : MENSAGENS.naoAutenticado,
      );
    }
    if (auth.senhaExpirada && !config.allowExpiredPassword) {
      throw new AppError('FORBIDDEN', MENSAGENS.senhaExpirada);
    }
    if (!meetsAccess(auth.roles, access)) {
      throw new AppError('FORBIDDEN', MENSAGENS.acessoNegado);
    }
    request.auth = auth;
  });
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 ? token : null;
}
