/**
 * The limit the lead path is compared with (npm run bench): a bare Node `http` server that stores each
 * POSTed lead with one `INSERT … RETURNING` through `pg`, with no framework, validation, abuse checks,
 * outbox or logging. Same table, same pool size as the site. DATABASE_URL and PORT from the environment;
 * prints "ready <url>" once listening.
 */
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const INSERT = `insert into leads (first_name, last_name, email, phone, company, industry, message, source, is_spam)
  values ($1, $2, $3, $4, $5, $6, $7, 'demo', false) returning id, created_at`;

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const lead = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
    const values = [lead.firstName, lead.lastName, lead.email, lead.phone || null, lead.company, lead.industry || null, lead.message || null];
    pool.query(INSERT, values).then(
      ({ rows: [row] }) => {
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: row.id, createdAt: row.created_at }));
      },
      (error: Error) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: error.message }));
      },
    );
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.info(`ready http://127.0.0.1:${typeof address === 'object' && address ? address.port : ''}`);
});
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
