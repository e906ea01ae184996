import './styles.css';
import { enhanceMobileMenu } from './components/layout/mobile-menu.ts';
import { applyBrandFontFromTheSecondPage } from './lib/brand-font.ts';
import { loadBeaconWhenIdle } from './features/analytics-beacon/load-beacon.ts';
import { installAssistantTriggers } from './features/assistant/assistant-triggers.ts';
import { scheduleIslands } from './islands/hydrate-islands.ts';

/**
 * The only script every page loads. It hydrates islands when they are needed and loads error
 * reporting only when the server wrote a DSN into the page.
 */
scheduleIslands();
installAssistantTriggers();
enhanceMobileMenu();
loadBeaconWhenIdle();
applyBrandFontFromTheSecondPage();

for (const element of document.querySelectorAll('[data-current-year]')) {
  element.textContent = String(new Date().getFullYear());
}

const sentryDsn = document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content;
if (sentryDsn) {
  void import('./error-reporting.ts').then(({ initErrorReporting }) => initErrorReporting(sentryDsn));
}
