import { Mail, MapPin, Phone } from 'lucide-react';
import { siteConfig } from '../../../shared/site-config.ts';
import { Logo } from '../Logo.tsx';
import { usePageLocale } from '../site-content.tsx';

const linkClass = 'inline-block py-1 text-slate-300 hover:text-white';

function FooterColumn({ title, links }: { title: string; links: readonly { href: string; label: string }[] }) {
  const { href } = usePageLocale();
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={link.label}>
            <a href={href(link.href)} className={linkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The year is rendered at build time and refreshed by the tiny client entry, so it is never stale. */
export function Footer() {
  const { address } = siteConfig;
  const { content, href } = usePageLocale();
  const { navigation, chrome } = content;
  return (
    <footer id="site-footer" className="on-dark bg-navy-950 text-slate-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo dark />
          <p className="mt-4 text-sm leading-6">{content.facts.shortDescription}</p>
        </div>
        <FooterColumn title={chrome.footer.servicesHeading} links={navigation.footerServices} />
        <FooterColumn title={chrome.footer.companyHeading} links={[...navigation.footerCompany, ...navigation.footerLegal]} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{chrome.footer.contactHeading}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-start gap-2">
              <Phone className="mt-1 size-4 shrink-0" aria-hidden="true" />
              <a href={`tel:${siteConfig.mainPhone.e164}`} className={linkClass}>
                {siteConfig.mainPhone.display}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Mail className="mt-1 size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${siteConfig.salesEmail}`} className={linkClass}>
                {siteConfig.salesEmail}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin className="mt-1 size-4 shrink-0" aria-hidden="true" />
              <span className="py-1">
                {address.locality}, {address.region}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* The bottom padding lets the last links scroll clear of the fixed assistant launcher. */}
        <div className="container-page flex flex-col gap-2 pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <span data-current-year>{new Date().getFullYear()}</span> {siteConfig.legalName}. {chrome.footer.allRightsReserved}
          </p>
          <p>
            <a href={href('/privacy')} className={linkClass}>
              {chrome.footer.privacy}
            </a>
            <span aria-hidden="true"> · </span>
            <a href={href('/terms')} className={linkClass}>
              {chrome.footer.terms}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
