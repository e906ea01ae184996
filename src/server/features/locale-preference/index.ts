/** The language switch's link and the Spanish visitor's way from / to /es, as the app installs them. */
export { installLocalePreference } from './locale-preference.ts';
