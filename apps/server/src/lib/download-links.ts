import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link opens its file: enough to start the download, no more. */
export const VALIDADE_LINK_SEGUNDOS = 60;

export interface DownloadLink {
  /** What the link opens: `<kind>` and the row's id. */
  tipo: string;
  id: string;
  /** Only for this user (checked again, with the user's permissions, when it is used). */
  usuarioId: string;
  /** And only while this session lives: a logout or an ended session voids the link. */
  sessaoId: string;
}

/**
 * Short-lived signed links to a file (ARCHITECTURE, Files): a logged-in call asks for one, and
 * the browser downloads the file by plain navigation, straight to disk with its own progress,
 * instead of holding it in a Blob. The token is `<payload>.<HMAC-SHA256>` in base64url, the key
 * derived from AUTH_SECRET (every node shares it; nothing is stored). It names the file, the
 * user and the session, and expires in VALIDADE_LINK_SEGUNDOS; the logs leave it out
 * (`lib/log-serializers.ts`).
 */
export function createDownloadLinks(secret: string, agora: () => number = Date.now) {
  const chave = createHmac('sha256', secret).update('arquivos/link-de-download/v1').digest();
  const assinatura = (payload: string) => createHmac('sha256', chave).update(payload).digest();

  return {
    sign(link: DownloadLink): string {
      const exp = Math.floor(agora() / 1000) + VALIDADE_LINK_SEGUNDOS;
      const payload = Buffer.from(JSON.stringify({ ...link, exp })).toString('base64url');
      return `${payload}.${assinatura(payload).toString('base64url')}`;
    },

    /** The link a token names when its signature holds and it has not expired, else null. */
    verify(token: string, tipo: string): DownloadLink | null {
      const [payload, dada, ...resto] = token.split('.');
      if (!payload || !dada || resto.length > 0) return null;
      // The signature as written, not as decoded: base64url ignores the last character's low
      // bits, so a decoded comparison would let a token with one character changed through.
      const esperada = Buffer.from(assinatura(payload).toString('base64url'));
      const recebida = Buffer.from(dada);
      if (recebida.length !== esperada.length || !timingSafeEqual(recebida, esperada)) return null;
      try {
        const link = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<
          DownloadLink & { exp: number }
        >;
        if (
          link.tipo !== tipo ||
          typeof link.id !== 'string' ||
          typeof link.usuarioId !== 'string' ||
          typeof link.sessaoId !== 'string' ||
          typeof link.exp !== 'number' ||
          link.exp < agora() / 1000
        ) {
          return null;
        }
        return {
          tipo: link.tipo,
          id: link.id,
          usuarioId: link.usuarioId,
          sessaoId: link.sessaoId,
        };
      } catch {
        return null;
      }
    },
  };
}

export type DownloadLinks = ReturnType<typeof createDownloadLinks>;
