import http from 'node:http';
import type { AddressInfo } from 'node:net';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * The floor under operation 2's filtered, sorted page: the same page of the same database answered
 * by node:http and the database driver alone, with no framework, no authentication, no access check,
 * no validation and no cursor. What it costs per request is what any server pays for the page
 * itself (the query, the rows, the JSON), so it shows how far the server's own work can go.
 *
 * Usage: node bare-page-server.js <SQLite file | postgres:// URL> <file set id>
 * Prints the port it listens on, then serves until killed: GET /healthz, and
 * POST /page?limit=N with a body `{"fileTypes": [...]}`.
 */
const [database, filesetId] = process.argv.slice(2);
if (!database || !filesetId) throw new Error('usage: bare-page-server <SQLite file | postgres URL> <file set id>');

type Row = Record<string, string | number | null>;

function pageQuery(): (types: string[], limit: number) => Promise<Row[]> {
  if (database!.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: database, max: 10 });
    return async (types, limit) =>
      (
        await pool.query<Row>({
          name: 'page',
          text: 'SELECT * FROM files WHERE fileset_id = $1 AND file_type = ANY($2) ORDER BY name, id LIMIT $3',
          values: [filesetId, types, limit],
        })
      ).rows;
  }
  const sqlite = new SQLite(database, { readonly: true });
  const statements = new Map<number, SQLite.Statement>();
  return async (types, limit) => {
    let statement = statements.get(types.length);
    if (!statement) {
      const marks = types.map(() => '?').join(', ');
      statement = sqlite.prepare(`SELECT * FROM files WHERE fileset_id = ? AND file_type IN (${marks}) ORDER BY name, id LIMIT ?`);
      statements.set(types.length, statement);
    }
    return statement.all(filesetId, ...types, limit) as Row[];
  };
}

const page = pageQuery();

/** The API's File, as Stowage answers it. */
function file(row: Row, base: string) {
  return {
    id: row.id,
    path: row.path,
    name: row.name,
    fileType: row.file_type,
    contentType: row.content_type,
    size: row.size === null ? null : Number(row.size),
    created: new Date(Number(row.created_at)).toISOString(),
    createdBy: Number(row.created_by),
    hash: row.hash,
    hashAlgorithm: row.hash_algorithm,
    downloadUrl: row.file_type === 'DIRECTORY' ? null : `${base}/api/files/v1/filesets/${filesetId}/files/${row.id}/download`,
    connectorKey: row.connector_key,
    indexStatus: row.index_status,
    indexReason: row.index_reason,
  };
}

const server = http.createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{"status":"ok"}');
    return;
  }
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (text: string) => (body += text));
  req.on('end', () => {
    const limit = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('limit') ?? 100);
    const { fileTypes } = JSON.parse(body) as { fileTypes: string[] };
    page(fileTypes, limit + 1).then(
      (rows) => {
        const base = `http://${req.headers.host}`;
        const files = rows.slice(0, limit).map((row) => file(row, base));
        const answer = JSON.stringify({
          files,
          pageContext: { limit, ...(rows.length > limit ? { next: String(rows[limit - 1]!.id) } : {}) },
        });
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(answer);
      },
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
