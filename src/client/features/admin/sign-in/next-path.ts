/** Where to go after signing in: only a page of the admin itself, never another site. */
export function safeNextPath(next: string | null): string {
  return next && /^\/admin(?:[/?#]|$)/.test(next) && !/[\\\s]/.test(next) ? next : '/admin';
}
