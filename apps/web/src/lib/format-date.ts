import { formatDay, formatDayTime } from '@aula/shared';

/** A date the API sent (ISO 8601) as the product shows dates: dd/MM/yyyy in the user's time zone. */
export const formatDate = (isoDate: string) => formatDay(new Date(isoDate));

/** A moment with its time of day (a trail's entries): dd/MM/yyyy HH:mm, 24-hour, in the user's time zone. */
export const formatDateTime = (isoDate: string) => formatDayTime(new Date(isoDate));
