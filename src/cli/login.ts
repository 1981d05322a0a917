import type { Command } from 'commander';
import { EXIT } from '../startup-errors.js';
import { configFile, makeClient, normalizeUrl, readLogin, removeLogin, saveLogin } from './connection.js';
import { CliError, describeFailure } from './failures.js';
import { note } from './output.js';

/** Reads a line from the terminal without echoing it (the token must not stay on screen). */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    // Echo off before the question shows: what is typed (or pasted) at once would be echoed otherwise.
    stdin.setRawMode(true);
    process.stderr.write(question);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          return;
        }
        if (char === '\u0003') {
          finish(new CliError('interrupted', 130));
          return;
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += (chunk as Buffer).toString('utf8');
  return text;
}

/** --token, else the first line piped in, else a prompt on the terminal. */
async function tokenFrom(flag: string | undefined): Promise<string> {
  const token = (flag ?? (process.stdin.isTTY ? await promptHidden('Token: ') : (await readStdin()).split('\n')[0]) ?? '').trim();
  if (token === '') throw new CliError('no token given: pass --token, pipe it in, or type it at the prompt', EXIT.USAGE);
  return token;
}

export function addLoginCommands(program: Command): void {
  program
    .command('login <url>')
    .description('check a token against the server and keep both in the config file (mode 0600)')
    .option('--token <token>', 'the token (else read from stdin, or asked for on a terminal)')
    .action(async (rawUrl: string, opts: { token?: string }) => {
      const url = normalizeUrl(rawUrl);
      const token = await tokenFrom(opts.token);
      try {
        // Any valid token may search its file sets: a 200 says the token is good here.
        await makeClient(url, token).api.POST('/api/files/v1/filesets/search', { params: { query: { limit: 1 } }, body: {} });
      } catch (error) {
        throw describeFailure(error, url);
      }
      const file = configFile();
      saveLogin({ url, token }, file);
      note(`logged in to ${url}; the token is kept in ${file} (readable by you only)`);
    });

  program
    .command('logout')
    .description('forget the saved server and token')
    .action(() => {
      const file = configFile();
      const had = readLogin(file).url;
      note(removeLogin(file) ? `logged out of ${had ?? 'the server'} (removed ${file})` : 'not logged in');
    });
}
