import logoMarkSvg from '../../../content/brand/logo.svg?raw';
import { siteConfig } from '../../shared/site-config.ts';

/**
 * The one logo mark (content/brand/logo.svg): the same file the favicons, share images, PDFs and media kit are drawn from,
 * inlined so the header paints with no extra request.
 */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return <span aria-hidden="true" className={`block shrink-0 [&>svg]:size-full ${className}`} dangerouslySetInnerHTML={{ __html: logoMarkSvg }} />;
}

export function Logo({ dark = false }: { dark?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <LogoMark />
      <span className={`text-lg font-bold tracking-tight ${dark ? 'text-white' : 'text-navy-900'}`}>{siteConfig.companyName}</span>
    </span>
  );
}
