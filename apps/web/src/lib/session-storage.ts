import type { CurrentUser } from '@portal/shared/auth/schemas';
import {
  SESSION_HINT_COOKIE,
  SESSION_KEYS,
  SESSION_STORAGE_PREFIX,
} from '@portal/shared/auth/session-keys';

/**
 * The browser session of spec §3, kept in localStorage under SESSION_STORAGE_PREFIX so that it
 * survives a reload and is shared by the tabs of the same browser.
 */
export interface Session {
  token: string;
  /** ISO instant at which the token stops being accepted. */
  expiration: string;
  /** Session length in minutes, as the server last announced it. */
  sessionTime: number;
  frontVersion: string | null;
  /**
   * The user stored at login, as stored: whoever reads it validates it (useCurrentUser), so
   * this module, loaded by every page, does not need the schema library.
   */
  storedUser: unknown;
}

/**
 * The device id sent with every login. It lives outside SESSION_KEYS on purpose: logout and
 * the password change clear session keys (the latter the device token), and neither may turn
 * this browser into a new device.
 */
export const DEVICE_GUID_KEY = `${SESSION_STORAGE_PREFIX}guid`;

const MINUTE_MS = 60_000;

type Listener = () => void;

const listeners = new Set<Listener>();
// `undefined` = not read yet; `null` = no session. Cached so useSyncExternalStore gets a stable
// snapshot between changes.
let cached: Session | null | undefined;
// When this page fetched the stored user (0 = it came from storage, before a reload).
let currentUserFetchedAt = 0;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage disabled by the browser's privacy settings: run without a persistent session.
    return null;
  }
}

function readStoredUser(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function readFromStorage(): Session | null {
  const store = storage();
  const token = store?.getItem(SESSION_KEYS.token);
  const expiration = store?.getItem(SESSION_KEYS.expiration);
  if (!store || !token || !expiration || Number.isNaN(Date.parse(expiration))) return null;
  return {
    token,
    expiration,
    sessionTime: Number(store.getItem(SESSION_KEYS.sessionTime)) || 0,
    frontVersion: store.getItem(SESSION_KEYS.frontVersion),
    storedUser: readStoredUser(store.getItem(SESSION_KEYS.currentUser)),
  };
}

/**
 * Keeps SESSION_HINT_COOKIE in step with the stored session: set until its expiration while
 * there is one, gone when there is none.
 */
function writeSessionHint(session: Session | null): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const expires =
    session && Date.parse(session.expiration) > Date.now()
      ? new Date(session.expiration).toUTCString()
      : new Date(0).toUTCString();
  document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax; Expires=${expires}${secure}`;
}

function changed(): void {
  cached = readFromStorage();
  writeSessionHint(cached);
  for (const listener of listeners) listener();
}

function expirationFrom(tempoDeExpiracao: number, now: number): string {
  return new Date(now + tempoDeExpiracao * MINUTE_MS).toISOString();
}

/** The stored session, or null. An expired session is still returned: see isSessionActive. */
export function getSession(): Session | null {
  if (cached === undefined) {
    cached = readFromStorage();
    writeSessionHint(cached);
  }
  return cached;
}

/**
 * Whose session this is: the stored user's id ('' when unknown). Unlike the token, it stays
 * the same when the session is prolonged, and changes when another user logs in.
 */
export function sessionUserId(session: Session | null): string {
  const user = session?.storedUser;
  const id = typeof user === 'object' && user !== null ? (user as { id?: unknown }).id : null;
  return typeof id === 'string' ? id : '';
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

export function isSessionActive(session: Session | null, now = Date.now()): session is Session {
  return session !== null && Date.parse(session.expiration) > now;
}

/** The session keys a logout forgets: all but the device token (see clearSession). */
function removeSessionKeys(store: Storage): void {
  for (const key of Object.values(SESSION_KEYS)) {
    if (key !== SESSION_KEYS.deviceToken) store.removeItem(key);
  }
}

/** The id of the user stored with the session, if any. */
function storedUserId(store: Storage): unknown {
  const user = readStoredUser(store.getItem(SESSION_KEYS.currentUser));
  return typeof user === 'object' && user !== null ? (user as { id?: unknown }).id : undefined;
}

/**
 * Stores a successful login (spec §4). The previous session (another user's, maybe, from
 * another tab) is forgotten first, and the token is written last: other tabs follow every
 * write, and must never see a token next to someone else's user, or without its user.
 */
export function saveLogin(
  login: { token: string; tempoDeExpiracao: number; frontVersion: string },
  currentUser: CurrentUser,
  now = Date.now(),
): void {
  const store = storage();
  if (!store) return;
  removeSessionKeys(store);
  try {
    store.setItem(SESSION_KEYS.currentUser, JSON.stringify(currentUser));
    store.setItem(SESSION_KEYS.expiration, expirationFrom(login.tempoDeExpiracao, now));
    store.setItem(SESSION_KEYS.sessionTime, String(login.tempoDeExpiracao));
    store.setItem(SESSION_KEYS.frontVersion, login.frontVersion);
    store.setItem(SESSION_KEYS.token, login.token);
  } catch (error) {
    // Storage refused (full, privacy settings): no half session is left behind.
    removeSessionKeys(store);
    currentUserFetchedAt = 0;
    changed();
    throw error;
  }
  currentUserFetchedAt = now;
  changed();
}

/**
 * A prolonged session: a fresh token and a new expiration. Nothing is written when the
 * session is gone meanwhile (a logout in another tab), or, given `replaces` (the token that
 * was prolonged), when it is another session by now (a new login in another tab).
 */
export function saveProlongation(
  prolongation: { token: string; tempoDeExpiracao: number; replaces?: string | null },
  now = Date.now(),
): void {
  const store = storage();
  const stored = store?.getItem(SESSION_KEYS.token);
  if (!store || !stored) return;
  if (prolongation.replaces && prolongation.replaces !== stored) return;
  store.setItem(SESSION_KEYS.expiration, expirationFrom(prolongation.tempoDeExpiracao, now));
  store.setItem(SESSION_KEYS.sessionTime, String(prolongation.tempoDeExpiracao));
  store.setItem(SESSION_KEYS.token, prolongation.token);
  changed();
}

/**
 * A refreshed copy of the logged-in user. Skipped when the session is gone meanwhile, or
 * belongs to another user by now (a login in another tab while the request ran).
 */
export function saveCurrentUser(currentUser: CurrentUser): void {
  const store = storage();
  if (!store || !store.getItem(SESSION_KEYS.token)) return;
  const storedId = storedUserId(store);
  if (storedId !== undefined && storedId !== currentUser.id) return;
  store.setItem(SESSION_KEYS.currentUser, JSON.stringify(currentUser));
  currentUserFetchedAt = Date.now();
  changed();
}

/** When the stored user was fetched by this page; 0 when it was read from storage. */
export function getCurrentUserFetchedAt(): number {
  return currentUserFetchedAt;
}

/**
 * Logout (spec §4): forgets the session. The device token survives, as the spec clears it
 * only after a password change (clearDeviceToken).
 */
export function clearSession(): void {
  const store = storage();
  if (store) removeSessionKeys(store);
  currentUserFetchedAt = 0;
  changed();
}

/** The trusted-device token (spec §3) a second step gave this browser, sent with each login. */
export function getDeviceToken(): string | undefined {
  return storage()?.getItem(SESSION_KEYS.deviceToken) ?? undefined;
}

export function saveDeviceToken(token: string): void {
  try {
    storage()?.setItem(SESSION_KEYS.deviceToken, token);
  } catch {
    // Storage refused: the next login asks for the second step again, nothing worse.
  }
}

export function clearDeviceToken(): void {
  storage()?.removeItem(SESSION_KEYS.deviceToken);
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logged in, prolonged or logged out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(SESSION_STORAGE_PREFIX)) changed();
  });
}

/** Re-reads localStorage as a fresh page load would (tests write it directly). */
export function reloadSessionFromStorage(): void {
  currentUserFetchedAt = 0;
  changed();
}
