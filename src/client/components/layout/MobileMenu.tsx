import { Menu, Phone, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { HEADER_LINKS } from '../../../shared/navigation.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { ContactFormLink } from '../ContactFormLink.tsx';

const panelId = 'mobile-menu';

/** The mobile menu toggle and its panel: an island, hydrated on first interaction. */
export default function MobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    const closeOnDesktop = window.matchMedia('(min-width: 1024px)');
    const onChange = () => closeOnDesktop.matches && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    closeOnDesktop.addEventListener('change', onChange);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      closeOnDesktop.removeEventListener('change', onChange);
    };
  }, [open]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-slate-100"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg"
      >
        <nav aria-label="Mobile" className="container-page py-4">
          <ul className="flex flex-col">
            {HEADER_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="block rounded-lg px-3 py-3 text-base font-medium text-navy-900 hover:bg-slate-100"
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-3 border-t border-slate-200 pt-4">
            <a href={`tel:${siteConfig.mainPhone.e164}`} className="btn-secondary w-full" onClick={() => setOpen(false)}>
              <Phone className="size-5" aria-hidden="true" />
              Call {siteConfig.mainPhone.display}
            </a>
            <ContactFormLink className="btn-primary w-full">Get Started</ContactFormLink>
          </div>
        </nav>
      </div>
    </>
  );
}
