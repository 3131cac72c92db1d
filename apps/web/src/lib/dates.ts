import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

dayjs.locale('pt-br');

/** Today in the browser's calendar, as 'YYYY-MM-DD'. */
export function hoje(): string {
  return dayjs().format('YYYY-MM-DD');
}

/** 'DD/MM/YYYY HH:mm' in the browser's time zone, or null for a missing/invalid instant. */
export function formatDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format('DD/MM/YYYY HH:mm') : null;
}

/** 'mm:ss' of a remaining time; minutes are not capped at 59 (a 90-minute session shows 90:00). */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
