import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { note } from './output.js';

export interface LocalFile {
  absolute: string;
  /** `/`-separated, relative to the folder walked. */
  relative: string;
  stat: fs.Stats;
}

/**
 * Every file below `root` and every empty folder (which an upload would otherwise lose), in name
 * order. Symbolic links to files are followed; links to folders and special files are left out with
 * a note (a link may loop, and a socket has no bytes to send).
 */
export async function walkFolder(root: string): Promise<{ files: LocalFile[]; emptyFolders: string[] }> {
  const files: LocalFile[] = [];
  const emptyFolders: string[] = [];
  const visit = async (dir: string, relative: string): Promise<void> => {
    const entries = (await fs.promises.readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    let kept = 0;
    for (const entry of entries) {
      const absolute = path.join(dir, entry.name);
      const rel = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        await visit(absolute, rel);
        kept++;
        continue;
      }
      const stat = await fs.promises.stat(absolute).catch(() => undefined);
      if (stat?.isFile()) {
        files.push({ absolute, relative: rel, stat });
        kept++;
      } else note(`skipped ${absolute}: ${stat?.isDirectory() ? 'a link to a folder' : 'not a regular file'}`);
    }
    if (kept === 0 && relative !== '') emptyFolders.push(relative);
  };
  await visit(root, '');
  return { files, emptyFolders };
}

/** The lowercase hex SHA-256 of a file, as the server's `hash` has it. */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** `a/b` joined to `c/d.txt`, '' standing for the root. */
export function joinRemote(dir: string, rest: string): string {
  return dir === '' ? rest : rest === '' ? dir : `${dir}/${rest}`;
}
