/** What the debtor's calendar event says; the UI writes the texts in the debtor's language. */
export interface ReminderEvent {
  /** Unique per download: calendars merge events with the same UID. */
  uid: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  /** The all-day event's day, `YYYY-MM-DD`. */
  date: string;
  summary: string;
  /** Plain text, one item a line. */
  description: string;
  /** The link back to the debt notice; also written as the event's URL. */
  url: string | null;
}

export const REMINDER_FILE_NAME = "pripomienka-platby.ics";
const PRODID = "-//debt-notice//Payment reminder//EN";
const LINE_OCTETS = 75;

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** An ISO `YYYY-MM-DD` date that exists in the calendar. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A reminder date the calendar file can carry: a real day, not before `earliest` (ISO dates sort as text). */
export function isUsableReminderDate(reminder: { date: string; earliest: string }): boolean {
  return isIsoDate(reminder.date) && reminder.date >= reminder.earliest;
}

/** The local calendar day of `date` moved by `days`, as `YYYY-MM-DD`. */
export function localDatePlusDays(date: Date, days: number): string {
  const moved = new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
  return `${pad(moved.getFullYear(), 4)}-${pad(moved.getMonth() + 1)}-${pad(moved.getDate())}`;
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma escaped; line breaks become `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** RFC 5545 §3.1: lines longer than 75 octets continue after CRLF and a space, never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function utcStamp(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/**
 * The reminder as an iCalendar file (RFC 5545) that Google, Apple and Outlook calendars import:
 * one all-day event on the chosen day, with an alarm at 9:00 that day (floating local time).
 */
export function buildReminderIcs(event: ReminderEvent): string {
  if (!isIsoDate(event.date)) throw new Error(`Not a calendar date: ${event.date}`);
  const day = event.date.replace(/-/g, "");
  const description = event.url ? `${event.description}\n${event.url}` : event.description;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;VALUE=DATE:${day}`,
    `DTEND;VALUE=DATE:${localDatePlusDays(new Date(`${event.date}T12:00:00`), 1).replace(/-/g, "")}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    "TRANSP:TRANSPARENT",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeText(event.summary)}`,
    // Nine hours after the start of the all-day event: 9:00 on that day.
    "TRIGGER;RELATED=START:PT9H",
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
