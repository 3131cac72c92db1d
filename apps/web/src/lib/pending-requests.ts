type Listener = () => void;

/**
 * Counts the API requests in flight (spec §1: parallel requests are counted), so the
 * full-screen loader stays up until the last one ends.
 */
export interface PendingRequests {
  /** Marks one request as started and returns the function that ends it (idempotent). */
  start(): () => void;
  getCount(): number;
  subscribe(listener: Listener): () => void;
}

export function createPendingRequests(): PendingRequests {
  let count = 0;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    start() {
      count += 1;
      emit();
      let ended = false;
      // A request can end through several paths (response, error, abort); only the first
      // one counts, so the loader can never get stuck or go negative.
      return () => {
        if (ended) return;
        ended = true;
        count -= 1;
        emit();
      };
    },
    getCount: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's counter, fed by the HTTP client and read by the full-screen loader. */
export const pendingRequests = createPendingRequests();
