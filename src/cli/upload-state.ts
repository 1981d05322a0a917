import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ResumableState } from '@stowage/client';
import { stateDir } from './connection.js';

/**
 * Where a resumable upload's state lies between runs (docs/cli.md, "Resumable uploads"): one small
 * JSON file under $XDG_STATE_HOME/stowage/uploads, named by what makes it the same upload (the file
 * set, the remote path, the local file and its size and modification time), so the same command
 * run again finds it, and a changed local file starts afresh.
 */
export class UploadStateFile {
  readonly file: string;

  constructor(filesetId: string, remotePath: string, localPath: string, stat: fs.Stats) {
    const key = createHash('sha256')
      .update(JSON.stringify([filesetId, remotePath, path.resolve(localPath), stat.size, stat.mtimeMs]))
      .digest('hex')
      .slice(0, 32);
    this.file = path.join(stateDir(), 'uploads', `${key}.json`);
  }

  read(): ResumableState | undefined {
    try {
      return JSON.parse(fs.readFileSync(this.file, 'utf8')) as ResumableState;
    } catch {
      // None, or one a crash left half written: start afresh.
      return undefined;
    }
  }

  /** Written beside and renamed, so a kill at any moment leaves the old state or the new one. */
  save(state: ResumableState): void {
    fs.mkdirSync(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const partial = `${this.file}.${process.pid}.partial`;
    fs.writeFileSync(partial, JSON.stringify(state), { mode: 0o600 });
    fs.renameSync(partial, this.file);
  }

  remove(): void {
    fs.rmSync(this.file, { force: true });
  }
}
