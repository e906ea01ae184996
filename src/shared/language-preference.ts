/** GET /language/<locale>?to=<page path>: the language switch's link (see server/features/language-preference). */
export const LANGUAGE_SWITCH_PATH = '/language';

/** The first-party cookie that holds a language the visitor chose with the switch; nothing else sets it. */
export const LANGUAGE_COOKIE = 'site_language';
