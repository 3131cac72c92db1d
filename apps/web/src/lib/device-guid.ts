import { DEVICE_GUID_KEY } from './session-storage';

function randomUuid(): string {
  // crypto.randomUUID exists only in secure contexts (https or localhost); an intranet served
  // over plain http still has getRandomValues, enough for a version-4 UUID.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This browser's device id (the login's `guid`), created on first use and then kept. */
export function getDeviceGuid(): string {
  try {
    const stored = localStorage.getItem(DEVICE_GUID_KEY);
    if (stored) return stored;
    const created = randomUuid();
    localStorage.setItem(DEVICE_GUID_KEY, created);
    return created;
  } catch {
    // Without storage every login is a new device; the login itself still works.
    return randomUuid();
  }
}
