/** A calendar event (.ics) for an auction (spec 1 section 2, Add to Calendar). */
export interface CalendarEvent {
  title: string;
  start: Date;
  /** Defaults to start + 1 hour. */
  end?: Date | null;
  location?: string;
  description?: string;
  uid: string;
  url?: string;
}

export const DEFAULT_EVENT_TITLE = 'Auction Day';
export const VIRTUAL_AUCTION_LABEL = 'Virtual Auction (online)';
const HOUR = 3600_000;

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** Escapes text values as RFC 5545 requires. */
const esc = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

export function eventEnd(start: Date, end?: Date | null): Date {
  return end && end.getTime() > start.getTime() ? end : new Date(start.getTime() + HOUR);
}

export function buildIcs(e: CalendarEvent, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bidright//Auctions//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${esc(e.uid)}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(e.start)}`,
    `DTEND:${stamp(eventEnd(e.start, e.end))}`,
    `SUMMARY:${esc(e.title.trim() || DEFAULT_EVENT_TITLE)}`,
    ...(e.location ? [`LOCATION:${esc(e.location)}`] : []),
    ...(e.description ? [`DESCRIPTION:${esc(e.description)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.join('\r\n') + '\r\n';
}
