/** GET /language/<locale>?to=<page path>: the language switch's link (see server/features/locale-preference). */
export const LOCALE_SWITCH_PATH = '/language';

/** The first-party cookie that holds a language the visitor chose with the switch; nothing else sets it. */
export const LOCALE_COOKIE = 'site_language';
