import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { publicEnv } from './public-env';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Every date the product shows, in one fixed time zone (UTC unless SITE_TIMEZONE is set) on the
 * server and in the browser alike, so hydration never disagrees.
 */
function inSiteZone(date: string | Date) {
  return dayjs(date).tz(publicEnv.timeZone);
}

/** 'March 5, 2025': blog cards, blog pages, comments. */
export const formatLongDate = (date: string | Date) => inSiteZone(date).format('MMMM D, YYYY');

/** 'Mar 5, 2025': the "More Articles" list. */
export const formatShortDate = (date: string | Date) => inSiteZone(date).format('MMM D, YYYY');

/** '05-03-2025': the contact history table. */
export const formatDayMonthYear = (date: string | Date) => inSiteZone(date).format('DD-MM-YYYY');

/** Machine-readable date for <time dateTime>. */
export const isoDate = (date: string | Date) => new Date(date).toISOString();

/** 'Dec 2, 2026, 08:30 UTC': a schedule's time, with the zone it is in. */
export const formatDateTime = (date: string | Date) =>
  `${inSiteZone(date).format('MMM D, YYYY, HH:mm')} ${publicEnv.timeZone}`;

/**
 * 'just now', '5 min ago', '3 h ago', 'yesterday', '4 days ago', then the date: how long before
 * `now` a thing happened. `now` is given (the server's time of the render), so the browser's
 * hydration shows the same words.
 */
export function formatRelative(date: string | Date, now: string | Date): string {
  const seconds = Math.max(0, (new Date(now).getTime() - new Date(date).getTime()) / 1000);
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  const days = Math.floor(seconds / 86_400);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return formatShortDate(date);
}
