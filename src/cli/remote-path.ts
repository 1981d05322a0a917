import { type FileSet, type StowageClient, StowageError, unwrap } from '@stowage/client';
import { EXIT } from '../startup-errors.js';
import { CliError, usage } from './failures.js';

/**
 * A place on the server as the file commands take it: `<fileset>[:<path>]`, the file set by its id
 * or its name (docs/cli.md, "Remote paths"). `reports` is the root of the file set named reports,
 * `reports:q3/sales.csv` a file or directory in it.
 */
export interface RemotePath {
  fileSet: string;
  /** Relative, without leading or trailing slashes; '' is the root. */
  path: string;
  /** The path was written with a trailing slash: a directory to put things in. */
  directory: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseRemote(raw: string): RemotePath {
  const at = raw.indexOf(':');
  const fileSet = at < 0 ? raw : raw.slice(0, at);
  const rest = at < 0 ? '' : raw.slice(at + 1);
  if (fileSet.trim() === '') throw usage(`${JSON.stringify(raw)}: say which file set, as <fileset>[:<path>] (its name or id)`);
  const path = rest.replace(/\/{2,}/g, '/').replace(/^\/+|\/+$/g, '');
  return { fileSet, path, directory: path === '' || rest.endsWith('/') };
}

/**
 * The file set's id: the argument itself when it is one, else the one file set of that name the
 * caller can read (operation 1). No such name is a "not found" like the server's 404; two of the
 * same name are a usage error that lists their ids.
 */
export async function resolveFileSet(client: StowageClient, nameOrId: string): Promise<string> {
  if (UUID.test(nameOrId)) return nameOrId;
  const matches: FileSet[] = [];
  for await (const set of client.fileSets.iterate(
    { filters: [{ field: 'name', operator: 'EQUALS', value: [nameOrId] }] },
    { pageSize: 10 },
  )) {
    matches.push(set);
    if (matches.length > 5) break;
  }
  if (matches.length === 0)
    throw new CliError(`no file set named ${JSON.stringify(nameOrId)} (stowage filesets ls lists them)`, EXIT.REFUSED);
  if (matches.length > 1)
    throw usage(
      `${matches.length} file sets are named ${JSON.stringify(nameOrId)}; give the id of one: ${matches.map((m) => m.id).join(', ')}`,
    );
  return matches[0]!.id;
}

/** The entry at `path`, or undefined when there is none (the root is a directory that has no entry). */
export async function entryAt(client: StowageClient, filesetId: string, path: string) {
  try {
    return await unwrap(client.api.GET('/api/files/v1/filesets/{filesetId}/path', { params: { path: { filesetId }, query: { path } } }));
  } catch (error) {
    if (error instanceof StowageError && error.code === 'FILE_NOT_FOUND') return undefined;
    throw error;
  }
}
