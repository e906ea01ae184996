import type { PageAssets } from '../../components/layout/Document.tsx';
import { ADMIN_COPY } from './admin-copy.ts';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The HTML the server answers for every /admin page; the admin app renders in the browser. It is
 * noindex and loads only the admin's own script and styles.
 */
export function renderAdminShell(assets: PageAssets): string {
  const tags = [
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    ...assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}">`),
    ...assets.scripts.map((src) => `<script type="module" src="${escapeAttribute(src)}"></script>`),
  ];
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    '<meta name="referrer" content="same-origin">',
    `<title>${ADMIN_COPY.appName}</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...tags,
    '</head>',
    '<body>',
    '<div id="admin-root"></div>',
    '<noscript><p>The leads inbox needs JavaScript.</p></noscript>',
    '</body>',
    '</html>',
  ].join('\n');
}
