import { Phone } from 'lucide-react';
import type { PageRoute } from '../../../shared/routes.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { LeadFormLink } from '../LeadFormLink.tsx';
import { Logo } from '../Logo.tsx';
import { usePageLocale } from '../site-content.tsx';
import { LocaleSwitch } from './LocaleSwitch.tsx';
import { MobileMenu } from './MobileMenu.tsx';

export function Header({ route }: { route: PageRoute }) {
  const { content, href } = usePageLocale();
  const words = content.chrome.header;
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <a href={href('/')} className="shrink-0 rounded-lg" aria-label={words.homeLinkLabel(siteConfig.companyName)}>
          <Logo />
        </a>
        <nav aria-label={words.mainNavLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {content.navigation.header.map((link) => (
              <li key={link.href}>
                <a
                  href={href(link.href)}
                  aria-current={link.href === route.basePath ? 'page' : undefined}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-navy-900 aria-[current=page]:text-ocean-700"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <LocaleSwitch route={route} className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-navy-900" />
          <a href={`tel:${siteConfig.mainPhone.e164}`} className="btn-secondary min-h-10 px-4 py-2 text-sm">
            <Phone className="size-4" aria-hidden="true" />
            <span className="sr-only">{words.callUsPrefix}</span>
            {siteConfig.mainPhone.display}
          </a>
          <LeadFormLink className="btn-primary min-h-10 px-4 py-2 text-sm">{words.getStarted}</LeadFormLink>
        </div>
        <MobileMenu route={route} />
      </div>
    </header>
  );
}
