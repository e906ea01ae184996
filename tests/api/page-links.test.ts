import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '../../src/shared/routes.ts';
import { clientDir } from '../support/build-output.ts';
import { linkForm, type LinkAttributes as Link } from '../support/link-rules.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Every link in every page as the server sends it, in every language: it leads to something that answers 200 and,
 * with a #fragment, to an element there. In the browser, tests/e2e/no-dead-controls.e2e.ts also clicks every
 * control, on every English page and on one Spanish page per template: a Spanish page differs from its English twin
 * by its words and its links, and this file checks the links of all of them.
 */

const ORIGIN = 'http://localhost';
const window = new Window();
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html');
const ids = new Map<string, Set<string>>();
/** The ids in a document (found once per document). */
function idsIn(html: string): Set<string> {
  let found = ids.get(html);
  if (!found) {
    found = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));
    ids.set(html, found);
  }
  return found;
}

describe('links in the served pages', () => {
  let server: TestServer;
  /** Answers by path, each fetched once: status and body. */
  const answers = new Map<string, Promise<{ status: number; body: string }>>();

  /** GET as a browser would, following up to five redirects. */
  function get(path: string): Promise<{ status: number; body: string }> {
    let answer = answers.get(path);
    if (!answer) {
      answer = (async () => {
        let url = path;
        for (let hop = 0; hop <= 5; hop += 1) {
          const response = await server.app.fastify.inject({ method: 'GET', url });
          const location = response.headers.location;
          if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') {
            url = new URL(location, `${ORIGIN}${url}`).pathname;
            continue;
          }
          return { status: response.statusCode, body: response.body };
        }
        return { status: 310, body: '' };
      })();
      answers.set(path, answer);
    }
    return answer;
  }

  /** What is wrong with a link on the page at `from` (whose HTML is `html`), or null. */
  async function problemWith(from: string, html: string, link: Link): Promise<string | null> {
    const form = linkForm(link, link.href === null ? null : new URL(link.href, `${ORIGIN}${from}`), ORIGIN);
    if (form === null) return null;
    if ('problem' in form) return form.problem;
    const target = form.follow;
    const fragment = decodeURIComponent(target.hash.slice(1));
    if (target.pathname === from && !target.search) return !fragment || idsIn(html).has(fragment) ? null : `points to #${fragment}, which is not on the page`;
    const { status, body } = await get(`${target.pathname}${target.search}`);
    if (status !== 200) return `leads to a page that answers ${status}`;
    if (fragment && !idsIn(body).has(fragment)) return `points to #${fragment}, which is not on ${target.pathname}`;
    return null;
  }

  beforeAll(async () => {
    clientDir();
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(PUBLIC_ROUTES.map((route) => [route.path] as const))('every link on %s leads to a page, file or element that is there', async (path) => {
    const { status, body } = await get(path);
    expect(status).toBe(200);
    const links: Link[] = [...parse(body).querySelectorAll('a')].map((anchor) => ({
      href: anchor.getAttribute('href'),
      target: anchor.getAttribute('target'),
      rel: anchor.getAttribute('rel'),
    }));
    // Header, footer and the page's own links: a page with few found the wrong document.
    expect(links.length).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const link of links) {
      const problem = await problemWith(path, body, link);
      if (problem) problems.push(`"${link.href}" ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('reports the links that lead nowhere', async () => {
    const page = '<main id="main"><h1 id="top">Page</h1></main>';
    const verdicts = await Promise.all(
      [
        { href: '/es/solutions', target: null, rel: null },
        { href: '/es/no-such-page', target: null, rel: null },
        { href: '#top', target: null, rel: null },
        { href: '#nowhere', target: null, rel: null },
        { href: '/es#no-such-section', target: null, rel: null },
        { href: null, target: null, rel: null },
        { href: '/es/news', target: '_blank', rel: null },
        { href: 'https://example.com/news', target: null, rel: null },
        { href: 'http://www.example.com/', target: null, rel: null },
        { href: 'mailto:not-an-address', target: null, rel: null },
      ].map((link) => problemWith('/es/privacy', page, link)),
    );
    expect(verdicts).toEqual([
      null,
      'leads to a page that answers 404',
      null,
      'points to #nowhere, which is not on the page',
      'points to #no-such-section, which is not on /es',
      'has no destination',
      'opens a new tab without rel="noopener"',
      'leaves the site for example.com, which is not in EXTERNAL_LINK_HOSTS',
      'leaves the site without https',
      'is not a well-formed mailto: link',
    ]);
  });
});
