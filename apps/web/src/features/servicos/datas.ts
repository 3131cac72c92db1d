import dayjs from 'dayjs';

/** Today in the browser's calendar, as 'YYYY-MM-DD'. */
export function hoje(): string {
  return dayjs().format('YYYY-MM-DD');
}
