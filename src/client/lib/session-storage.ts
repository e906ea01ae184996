/** Set once this tab has fetched the brand font: the browser holds it (cached for a year), so the next page starts in it. */
export const BRAND_FONT_FETCHED_KEY = 'brand-font-fetched';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem'>>;

/** The tab's sessionStorage, or null where there is none or the browser blocks storage for the site. */
export function sessionStorageOrNull(): StorageLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Access throws when the browser blocks storage for the site.
    return null;
  }
}
