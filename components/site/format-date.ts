import { publicEnv } from '@/lib/public-env';

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: publicEnv.timeZone,
});

/**
 * 'March 5, 2025' in the site's time zone, for dates the browser formats itself (a comment just
 * posted). Matches lib/format's formatLongDate without shipping dayjs to visitors; a unit test
 * holds the two together.
 */
export function formatLongDateClient(date: string | Date): string {
  return longDate.format(new Date(date));
}
