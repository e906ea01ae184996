import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CallingHours } from './calling-hours.ts';
import { parseDatesOff, parseMeetingHours, type IsoWeekday } from './meeting-availability.ts';

/**
 * The sales team's phone line, where the call-back hands a caller to a person (a warm transfer, issue 38): its
 * number, its hours per weekday and its holidays, in its own time zone.
 */
export interface SalesLine {
  /** SALES_PHONE in E.164, default the site's sales number (SITE_SALES_PHONE). */
  phoneE164: string;
  /** SALES_HOURS, like MEETING_HOURS: "Mon-Fri 09:00-17:00". */
  hours: Partial<Record<IsoWeekday, CallingHours>>;
  /** SALES_HOLIDAYS: local dates (YYYY-MM-DD) nobody answers. */
  holidays: ReadonlySet<string>;
  /** SALES_TIMEZONE, default SITE_TIMEZONE. */
  timeZone: string;
  /** SALES_TRANSFER_TIMEOUT_SECONDS: how long the sales line rings before the caller is offered a meeting instead. */
  transferTimeoutSeconds: number;
}

export const DEFAULT_SALES_HOURS = 'Mon-Fri 09:00-17:00';
export const DEFAULT_SALES_TRANSFER_TIMEOUT_SECONDS = 30;

/** A number the provider can dial: valid, in E.164 (a display form like "(954) 555-0187" is read as US). */
export function parseSalesPhone(text: string): string {
  const number = parsePhoneNumberFromString(text.trim(), 'US');
  if (!number?.isPossible()) throw new Error(`"${text}" is not a phone number like +19545550187`);
  return number.number;
}

export interface SalesLineSettings {
  phone: string;
  hours: string;
  holidays: string;
  timeZone: string;
  transferTimeoutSeconds: number;
}

/** Reads the settings; each mistake names its variable. */
export function parseSalesLine(settings: SalesLineSettings): SalesLine {
  const named = <T>(name: string, parse: () => T): T => {
    try {
      return parse();
    } catch (error) {
      throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
    }
  };
  return {
    phoneE164: named('SALES_PHONE', () => parseSalesPhone(settings.phone)),
    hours: named('SALES_HOURS', () => parseMeetingHours(settings.hours)),
    holidays: named('SALES_HOLIDAYS', () => parseDatesOff(settings.holidays)),
    timeZone: settings.timeZone,
    transferTimeoutSeconds: settings.transferTimeoutSeconds,
  };
}
