import cliProgress from 'cli-progress';
import { formatBytes } from './output.js';

/** A transfer's progress: bytes of all its files, and files done of how many. */
export interface Progress {
  /** Bytes moved since the last call (a retried part may give some back: negative). */
  add(bytes: number): void;
  fileDone(): void;
  /** Sizes learnt as the walk goes (a download learns them page by page). */
  grow(bytes: number, files: number): void;
  stop(): void;
}

const silent: Progress = { add: () => undefined, fileDone: () => undefined, grow: () => undefined, stop: () => undefined };

/**
 * A progress bar on stderr (cli-progress), only for a person watching: stderr is a terminal and
 * neither --json nor --quiet was given. Otherwise nothing is drawn, so a script's output and logs
 * carry no bar, no carriage returns and no escape codes.
 */
export function progressBar(label: string, options: { json?: boolean; quiet?: boolean }): Progress {
  if (!process.stderr.isTTY || options.json || options.quiet) return silent;
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: `${label} {bar} {percentage}% | {moved} of {size} | {filesDone}/{files} files | {rate} | ETA {eta_formatted}`,
      barCompleteChar: '\u2588',
      barIncompleteChar: '\u2591',
      hideCursor: true,
      clearOnComplete: false,
      etaBuffer: 50,
      fps: 8,
    },
    cliProgress.Presets.shades_classic,
  );
  const started = Date.now();
  let bytes = 0;
  let total = 0;
  let files = 0;
  let filesDone = 0;
  const payload = () => {
    const seconds = Math.max((Date.now() - started) / 1000, 0.001);
    return { moved: formatBytes(bytes), size: formatBytes(total), files, filesDone, rate: `${formatBytes(bytes / seconds)}/s` };
  };
  // A total of 0 (only empty files) would never show 100%: count it as one.
  bar.start(1, 0, payload());
  const render = () => {
    bar.setTotal(Math.max(total, 1));
    bar.update(total === 0 && files > 0 && filesDone === files ? 1 : bytes, payload());
  };
  return {
    add: (n) => {
      bytes += n;
      render();
    },
    fileDone: () => {
      filesDone++;
      render();
    },
    grow: (n, f) => {
      total += n;
      files += f;
      render();
    },
    stop: () => {
      render();
      bar.stop();
    },
  };
}
