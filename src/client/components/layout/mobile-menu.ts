/** Kept here, not in MobileMenu.tsx, so that every page's script does not pull in React and the icons. */
export const MOBILE_MENU_ID = 'mobile-menu';

const DESKTOP = '(min-width: 1024px)';

/**
 * What the native popover does not: aria-expanded on the toggle, and closing when a link inside is
 * followed (an in-page jump keeps the page) or when the window grows to the desktop header.
 */
export function enhanceMobileMenu(root: Document = document) {
  const menu = root.getElementById(MOBILE_MENU_ID);
  const toggle = root.querySelector(`[popovertarget="${MOBILE_MENU_ID}"]`);
  if (!menu || !toggle) return;
  const isOpen = () => menu.matches(':popover-open');
  const close = () => isOpen() && menu.hidePopover();
  const syncExpanded = () => toggle.setAttribute('aria-expanded', String(isOpen()));
  syncExpanded();
  menu.addEventListener('toggle', syncExpanded);
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  });
  window.matchMedia(DESKTOP).addEventListener('change', (event) => event.matches && close());
}
