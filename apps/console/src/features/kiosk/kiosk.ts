import { CLOCK_MESSAGES, validateClockElapsed } from '@wm/domain';

/**
 * The kiosk clock (/time/kiosk/, time spec 2; service spec 9 "PIN length 4 to 10"): a shared device
 * where employees identify with their PIN and clock themselves in or out. The server calls:
 * POST /api/time/kiosk/identify {pin} -> KioskIdentity, POST /api/time/kiosk/clock KioskClockRequest
 * -> {status, message}. Pure helpers; the page does the requests.
 */

/** Answer of POST /api/time/kiosk/identify. */
export interface KioskIdentity {
  employee: { id: string; fullName?: string | null; code?: string | null };
  state: 'in' | 'out';
  openRecord?: {
    id: string;
    location_id?: string | null;
    task_id?: string | null;
    inTimeStamp?: string | null;
    inTimeZone?: string | null;
  } | null;
  locations?: { id: string; name?: string | null }[];
  tasks?: { id: string; name?: string | null }[];
}

/** Body of POST /api/time/kiosk/clock. */
export interface KioskClockRequest {
  pin: string;
  location_id: string;
  task_id: string | null;
  action: 'in' | 'out';
  timeZone: string;
  disclaimerAccepted?: boolean;
}

/** The company's PIN length: settings.pinDigitLength when a whole number 4-10, else 4. */
export function pinLength(settings: Record<string, unknown> | null | undefined): number {
  const v = Number(settings?.pinDigitLength);
  return Number.isInteger(v) && v >= 4 && v <= 10 ? v : 4;
}

/** Adds a typed digit to a PIN (non-digits and digits beyond `length` are ignored). */
export function appendDigit(pin: string, key: string, length: number): string {
  if (!/^\d$/.test(key) || pin.length >= length) return pin;
  return pin + key;
}

/** Keeps only the digits of pasted or typed text, at most `length` of them. */
export function cleanPin(text: string, length: number): string {
  return text.replace(/\D/g, '').slice(0, length);
}

/** The company's time disclaimer text, or null when it has none (then no Agree/Disagree dialog). */
export function disclaimerText(settings: Record<string, unknown> | null | undefined): string | null {
  const v = settings?.timeDisclaimer;
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}

/** Messages of time spec 5 "Clock in/out" the kiosk checks before calling the server. */
export const KIOSK_MESSAGES = {
  location: 'Please select a location.',
  pin: 'Please enter your PIN.',
} as const;

/**
 * Builds the clock request for the identified employee: the action follows the state (out -> in,
 * in -> out); a location is required ('Please select a location.'); the PIN must be complete
 * ('Please enter your PIN.'). Throws an Error with the message otherwise.
 */
export function buildClockRequest(input: {
  pin: string;
  length: number;
  identity: KioskIdentity;
  location_id: string | null;
  task_id: string | null;
  timeZone: string;
  disclaimerAccepted?: boolean;
}): KioskClockRequest {
  if (input.pin.length !== input.length || !/^\d+$/.test(input.pin)) throw new Error(KIOSK_MESSAGES.pin);
  if (!input.location_id) throw new Error(KIOSK_MESSAGES.location);
  const action = input.identity.state === 'in' ? 'out' : 'in';
  const req: KioskClockRequest = {
    pin: input.pin,
    location_id: input.location_id,
    task_id: input.task_id,
    action,
    timeZone: input.timeZone,
  };
  if (input.disclaimerAccepted !== undefined) req.disclaimerAccepted = input.disclaimerAccepted;
  return req;
}

/** The browser's guessed IANA zone (time spec 2: the clock's default), else 'UTC'. */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The one-minute check of a clock OUT (time spec 5, 9: at least 60 s between IN and OUT), made
 * before the disclaimer is asked so nobody agrees and is then refused (issue 19): the domain
 * error code 'INVALID_TIME' when the identified employee's open record began less than a minute
 * before `now`, else null (also when clocking IN or without an open record).
 */
export function clockOutTooSoon(identity: KioskIdentity, now: Date): 'INVALID_TIME' | null {
  if (identity.state !== 'in' || !identity.openRecord?.inTimeStamp) return null;
  const err = validateClockElapsed(identity.openRecord.inTimeStamp, now);
  return err?.code === 'INVALID_TIME' ? 'INVALID_TIME' : null;
}

/** Translation keys of the server's kiosk refusals (label-aware where they name an employee). */
export const KIOSK_SERVER_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [CLOCK_MESSAGES.duplicateIn]: 'domain.DUPLICATE_CLOCK_IN',
  [CLOCK_MESSAGES.minElapsed]: 'domain.INVALID_TIME',
  [CLOCK_MESSAGES.locationRequired]: 'domain.LOCATION_REQUIRED',
  [CLOCK_MESSAGES.taskRequired]: 'domain.TASK_REQUIRED',
  'Invalid PIN': 'kiosk.invalidPin',
  'Too many invalid PINs. Wait a few minutes and try again.': 'kiosk.tooManyPins',
};

/** After a success or an error the kiosk returns to the PIN pad after this many ms. */
export const KIOSK_RESET_AFTER_MS = 4000;
/** An identified employee who does nothing for this long is sent back to the PIN pad. */
export const KIOSK_IDLE_RESET_MS = 30000;

/**
 * The kiosk's text for a server refusal (issue 19: free-text server messages were English): the
 * body's `messageKey` with its `params` when the language has that key, else the key of a known
 * English message (KIOSK_SERVER_MESSAGE_KEYS), else the server's own words. `body` is the error
 * body ({message, messageKey?, params?}); `exists`/`translate` are i18next's.
 */
export function kioskServerText(
  raw: string,
  body: unknown,
  exists: (key: string) => boolean,
  translate: (key: string, options: Record<string, unknown>) => string,
): string {
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const key = typeof b.messageKey === 'string' ? b.messageKey : null;
  const params =
    b.params && typeof b.params === 'object' && !Array.isArray(b.params)
      ? Object.fromEntries(
          Object.entries(b.params as Record<string, unknown>).filter(
            ([, v]) => typeof v === 'string' || typeof v === 'number',
          ),
        )
      : {};
  if (key && exists(key)) return translate(key, { ...params, defaultValue: raw });
  const known = KIOSK_SERVER_MESSAGE_KEYS[raw];
  return known ? translate(known, { defaultValue: raw }) : raw;
}
