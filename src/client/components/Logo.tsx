import { siteConfig } from '../../shared/site-config.ts';

/** Inline so the header paints with no extra request. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b1b3a" />
      <path d="M16 6l5 18H11z" fill="#f5e9d7" />
      <rect x="13" y="9" width="6" height="3" fill="#0ea5a4" />
      <path d="M5 24c3-2 5-2 8 0s5 2 8 0 5-2 6-1" fill="none" stroke="#60a5fa" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ dark = false }: { dark?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <LogoMark />
      <span className={`text-lg font-bold tracking-tight ${dark ? 'text-white' : 'text-navy-900'}`}>{siteConfig.companyName}</span>
    </span>
  );
}
