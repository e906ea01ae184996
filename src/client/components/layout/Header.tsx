import { Phone } from 'lucide-react';
import { HEADER_LINKS } from '../../../shared/navigation.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { LeadFormLink } from '../LeadFormLink.tsx';
import { Logo } from '../Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';

export function Header({ currentPath }: { currentPath: string }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <a href="/" className="shrink-0 rounded-lg" aria-label={`${siteConfig.companyName} home`}>
          <Logo />
        </a>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={link.href === currentPath ? 'page' : undefined}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-navy-900 aria-[current=page]:text-ocean-700"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <a href={`tel:${siteConfig.mainPhone.e164}`} className="btn-secondary min-h-10 px-4 py-2 text-sm">
            <Phone className="size-4" aria-hidden="true" />
            <span className="sr-only">Call us at </span>
            {siteConfig.mainPhone.display}
          </a>
          <LeadFormLink className="btn-primary min-h-10 px-4 py-2 text-sm">Get Started</LeadFormLink>
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
