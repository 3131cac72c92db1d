/**
 * What counts as the user being at work (spec §4: the session is prolonged on activity, and
 * its clock reset after searches, uploads and downloads). The HTTP client reports the calls,
 * the session timer listens and decides when to renew.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function reportActivity(): void {
  for (const listener of listeners) listener();
}

/** Returns the unsubscribe. */
export function subscribeActivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A search (POST …/consultar), an upload (a multipart body) or a download (an attachment). */
export function isWorkCall(request: Request, response: Response): boolean {
  if (!response.ok) return false;
  const path = new URL(request.url).pathname;
  return (
    (request.method === 'POST' && /\/consultar$/.test(path)) ||
    (request.headers.get('content-type') ?? '').startsWith('multipart/form-data') ||
    (response.headers.get('content-disposition') ?? '').startsWith('attachment')
  );
}
