import type { ValidateFunction } from 'ajv';
import { AppError } from '../errors.js';
import { toAppError } from '../http/plugins/errors.js';
import { closeObjects, type JsonSchema } from '../http/plugins/strict-input.js';
import { jsonValidator } from '../http/plugins/validation.js';
import { type ToolServices, serverToolCatalogue } from './catalogue.js';
import type { ServerTool, ToolCall } from './server-tool.js';

/** The longest result text a model or an MCP client gets from one call (about 10,000 tokens). */
export const RESULT_MAX_CHARS = 40_000;

/** What a tool call gives back: the result as text, or the API's error for it. */
export interface ToolOutcome {
  isError: boolean;
  /** JSON: the result, or `{error: {code, message}}` as the HTTP route would answer. */
  text: string;
}

interface Prepared {
  tool: ServerTool;
  /** The schema shown to models and MCP clients: objects closed, as the routes' are. */
  schema: JsonSchema & { type: 'object' };
  validate: ValidateFunction;
}

/**
 * Runs the server tools for one caller at a time. Input is checked against the tool's schema first,
 * with the routes' rules (an unknown member is an error), so a model gets the same clear message a
 * client would; a refused call (bad input, 404, 403) is an error result the model can act on, not a
 * failed request. A fault of the server itself (the database is down) is thrown.
 */
export class ServerTools {
  private readonly tools = new Map<string, Prepared>();

  constructor(services: ToolServices) {
    for (const tool of serverToolCatalogue(services)) {
      const schema = structuredClone(tool.parameters) as unknown as Prepared['schema'];
      closeObjects(schema);
      this.tools.set(tool.name, { tool, schema, validate: jsonValidator(schema) });
    }
  }

  list(): { name: string; description: string; inputSchema: Prepared['schema'] }[] {
    return [...this.tools.values()].map(({ tool, schema }) => ({ name: tool.name, description: tool.description, inputSchema: schema }));
  }

  async run(name: string, input: unknown, call: ToolCall): Promise<ToolOutcome> {
    const prepared = this.tools.get(name);
    if (!prepared)
      return refused(new AppError('VALIDATION_FAILED', `Unknown tool "${name}"; tools: ${[...this.tools.keys()].join(', ')}.`));
    // Defaults are filled in place; the caller's object stays as it was sent.
    const args = structuredClone(input ?? {});
    if (!prepared.validate(args)) {
      return refused(
        toAppError(Object.assign(new Error('invalid input'), { validation: prepared.validate.errors, validationContext: 'input' })),
      );
    }
    try {
      return { isError: false, text: capped(JSON.stringify(await prepared.tool.run(args, call))) };
    } catch (error) {
      // What the caller got wrong (4xx) goes back to the model; what the server cannot do now does not.
      if (error instanceof AppError && error.status < 500) return refused(error);
      throw error;
    }
  }
}

function refused(error: AppError): ToolOutcome {
  return { isError: true, text: JSON.stringify({ error: { code: error.code, message: error.message } }) };
}

/** A result over the limit is cut, and says so, so the model asks for less rather than reading half a list as all of it. */
function capped(text: string): string {
  if (text.length <= RESULT_MAX_CHARS) return text;
  const rest = text.length - RESULT_MAX_CHARS;
  return `${text.slice(0, RESULT_MAX_CHARS)}\n[cut: ${rest} more characters; ask for fewer items or a smaller range]`;
}
