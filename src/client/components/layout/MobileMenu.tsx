import { Menu, Phone, X } from 'lucide-react';
import type { PageRoute } from '../../../shared/routes.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { LeadFormLink } from '../LeadFormLink.tsx';
import { usePageLocale } from '../site-content.tsx';
import { LocaleSwitch } from './LocaleSwitch.tsx';
import { MOBILE_MENU_ID } from './mobile-menu.ts';

/**
 * The mobile menu: a native popover, so it opens on the first tap even before any script has run, and
 * a tap outside or Escape closes it. `mobile-menu.ts` only adds aria-expanded and closes it on navigation.
 * Which icon and label show follows the popover's state in CSS (`data-when-menu` in styles.css).
 */
export function MobileMenu({ route }: { route: PageRoute }) {
  const { content, href } = usePageLocale();
  const words = content.chrome.mobileMenu;
  return (
    <div data-mobile-menu className="lg:hidden">
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        aria-controls={MOBILE_MENU_ID}
        className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-slate-100"
      >
        <Menu data-when-menu="closed" className="size-6" aria-hidden="true" />
        <X data-when-menu="open" className="size-6" aria-hidden="true" />
        <span data-when-menu="closed" className="sr-only">
          {words.openMenu}
        </span>
        <span data-when-menu="open" className="sr-only">
          {words.closeMenu}
        </span>
      </button>
      <div
        id={MOBILE_MENU_ID}
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-slate-200 bg-white p-0 text-slate-800 shadow-lg lg:hidden"
      >
        <nav aria-label={words.navLabel} className="container-page py-4">
          <ul className="flex flex-col">
            {content.navigation.header.map((link) => (
              <li key={link.href}>
                <a href={href(link.href)} className="block rounded-lg px-3 py-3 text-base font-medium text-navy-900 hover:bg-slate-100">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-3 border-t border-slate-200 pt-4">
            <a href={`tel:${siteConfig.mainPhone.e164}`} className="btn-secondary w-full">
              <Phone className="size-5" aria-hidden="true" />
              {words.callLabel(siteConfig.mainPhone.display)}
            </a>
            <LeadFormLink className="btn-primary w-full">{content.chrome.header.getStarted}</LeadFormLink>
            <LocaleSwitch route={route} className="btn-secondary w-full" />
          </div>
        </nav>
      </div>
    </div>
  );
}
