import fs from 'node:fs';
import type { AiContentItem, AiRequest, AiResponse } from '@stowage/client';
import type { Command } from 'commander';
import { commaList, positiveInteger } from './arguments.js';
import { withConnectionFlags } from './connection.js';
import { usage } from './failures.js';
import { note, printJson } from './output.js';
import { serverAction } from './server-action.js';

interface AskFlags {
  model?: string;
  system?: string;
  tools?: string;
  serverTools?: string[];
  maxSteps?: number;
  session?: string;
  json?: boolean;
}

/** --tools: a JSON file with an array of tools (`{name, description, parameters}`), or `{"tools": [...]}`. */
function readTools(file: string): NonNullable<AiRequest['tools']> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== undefined) throw error;
    throw usage(`--tools ${file}: not JSON (${(error as Error).message})`);
  }
  const tools = Array.isArray(parsed) ? parsed : (parsed as { tools?: unknown } | null)?.tools;
  if (!Array.isArray(tools)) throw usage(`--tools ${file}: expected an array of tools, or an object with "tools"`);
  // The server checks each tool (name, JSON Schema) and names the one that is wrong.
  return tools as NonNullable<AiRequest['tools']>;
}

/** A tool request or a server tool's result, one line each, for people. */
function describeItem(item: AiContentItem): string | undefined {
  const record = item as Record<string, unknown>;
  if (item.type === 'TOOL_USE_REQUEST')
    return `${record.server ? 'server tool' : 'tool request'}: ${String(record.name)} ${JSON.stringify(record.toolInput)}`;
  if (item.type === 'TOOL_USE_RESULT') {
    const text = ((record.content as { text?: string }[] | undefined) ?? []).map((c) => c.text ?? '').join(' ');
    return `server tool result: ${text.length > 200 ? `${text.slice(0, 197)}...` : text}`;
  }
  return undefined;
}

function footer(response: AiResponse): string {
  const usage = response.modelProviderUsage;
  return `[${response.modelId}, ${response.stopReason}${usage ? `, ${usage.totalTokens} tokens` : ''}, session ${response.sessionId}]`;
}

export function addAiCommands(program: Command): void {
  const ai = program.command('ai').description('the AI tool-calling gateway (operation 5)');

  withConnectionFlags(ai.command('ask <question>'))
    .description('ask a model; prints its answer as it comes, and the tools it asks for')
    .option('--model <model>', "provider/model or an alias of the registry (default: the server's default)")
    .option('--system <text>', 'a system prompt')
    .option('--tools <file.json>', 'tools the model may ask for: a JSON array of {name, description, parameters}')
    .option(
      '--server-tools <names>',
      'tools the server runs itself, comma-separated: filesets.search, files.search, files.query, files.read, dataFiles.details, streams.history',
      commaList,
    )
    .option('--max-steps <n>', 'server tool rounds at most (1..10)', positiveInteger)
    .option('--session <id>', 'continue this session')
    .option('--json', "print the whole answer as JSON (operation 5's response) instead")
    .action(
      serverAction(async ({ client }, question: string, flags: AskFlags) => {
        const request: AiRequest = {
          input: [{ role: 'USER', content: [{ type: 'TEXT', text: question }] }],
          ...(flags.model === undefined ? {} : { model: flags.model }),
          ...(flags.system === undefined ? {} : { system: [{ type: 'TEXT', text: flags.system }] }),
          ...(flags.tools === undefined ? {} : { tools: readTools(flags.tools) }),
          ...(flags.serverTools === undefined ? {} : { serverTools: flags.serverTools as NonNullable<AiRequest['serverTools']> }),
          ...(flags.maxSteps === undefined ? {} : { maxSteps: flags.maxSteps }),
          ...(flags.session === undefined ? {} : { sessionId: flags.session }),
        };
        if (flags.json) {
          printJson(await client.ai.tools(request));
          return;
        }
        // The answer (its text as it comes, and the tools it asks for) goes to stdout; which model
        // answered and why it stopped to stderr, so that `stowage ai ask … > answer.txt` keeps the answer alone.
        let endsWithNewline = true;
        for await (const event of client.ai.toolsStream(request)) {
          if (event.type === 'text') {
            process.stdout.write(event.delta);
            if (event.delta !== '') endsWithNewline = event.delta.endsWith('\n');
          } else if (event.type === 'tool_use' || event.type === 'tool_result') {
            const line = describeItem(event.item);
            if (line !== undefined) process.stdout.write(`${endsWithNewline ? '' : '\n'}${line}\n`);
            endsWithNewline = true;
          } else if (event.type === 'repair') note(`(the model is asked again: ${event.problems.join('; ')})`);
          else if (event.type === 'done') {
            if (!endsWithNewline) process.stdout.write('\n');
            for (const warning of event.response.warnings) note(`warning: ${JSON.stringify(warning)}`);
            note(footer(event.response));
          }
        }
      }),
    );
}
