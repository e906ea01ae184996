import type { Locale } from '../../../shared/i18n/locales.ts';
import { Toaster } from '../../components/toast/Toaster.tsx';
import { DemoRequestForm } from './DemoRequestForm.tsx';
import { DEMO_WORDS } from './demo-words.ts';

/** The demo request form with its notification region: one island, hydrated near the viewport, in the page's language. */
export default function DemoRequestIsland({ locale = 'en' }: { locale?: Locale }) {
  return (
    <>
      <DemoRequestForm locale={locale} />
      <Toaster words={DEMO_WORDS[locale].toaster} />
    </>
  );
}
