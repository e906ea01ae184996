/** The start-up line that names the port the server listens on: `Site ready at http://localhost:<port> ...`. */
export const SITE_READY = 'Site ready at';

/** The port in a server's output once it has printed its ready line (or another one of that form), or null before that. */
export function readyPort(output: string, readyLine = SITE_READY): number | null {
  const match = new RegExp(`${readyLine} http://localhost:(\\d+)`).exec(output);
  return match ? Number(match[1]) : null;
}
