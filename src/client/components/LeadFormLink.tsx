import type { ReactNode } from 'react';
import { siteConfig } from '../../shared/site-config.ts';
import { usePageLocale } from './site-content.tsx';

/**
 * "Get Started" and similar buttons: the external hosted form in a new tab when one is configured,
 * otherwise our own demo form on the home page.
 */
export function LeadFormLink({ className, children }: { className?: string; children: ReactNode }) {
  const url = siteConfig.externalLeadFormUrl;
  const { content, href } = usePageLocale();
  if (!url) {
    return (
      <a href={href('/#contact')} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only">{content.chrome.leadFormLink.opensInNewTab}</span>
    </a>
  );
}

export function PhoneLink({ className, children, label }: { className?: string; children?: ReactNode; label?: string }) {
  const phone = siteConfig.mainPhone;
  return (
    <a href={`tel:${phone.e164}`} className={className} aria-label={label}>
      {children ?? phone.display}
    </a>
  );
}
