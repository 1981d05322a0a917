import type { Command } from 'commander';
import { addAiCommands } from './ai.js';
import { addDataFileCommands } from './data-files.js';
import { addFileSetCommands } from './filesets.js';
import { addFileCommands } from './files.js';
import { addLoginCommands } from './login.js';
import { addStreamCommands } from './streams.js';

/** The commands that speak to a running server through @stowage/client (docs/cli.md). */
export function addServerCommands(program: Command): void {
  addLoginCommands(program);
  addFileSetCommands(program);
  addFileCommands(program);
  addDataFileCommands(program);
  addStreamCommands(program);
  addAiCommands(program);
}
