import { AppError, badRequest } from '../errors.js';
import type { AiRequestBodyType } from './request-schema.js';
import { PatternRefused } from './linear-regexp.js';
import { normalizeRequest } from './normalize-request.js';
import { SchemaRefused } from './schema-limits.js';
import { SchemaCompileError, checkToolInput, compileToolSchema } from './tool-schemas.js';
import { type AiAnswer, type AiRequest, type ResponseFormat, isJsonObject } from './types.js';

/** A chat body (POST /messages/chat): operation 5's request without tools, plus the answer's format. */
export type ChatBody = Omit<AiRequestBodyType, 'tools' | 'toolChoice' | 'validateSchema'> & {
  responseFormat?: { type: string; schema?: unknown; name?: string; description?: string };
};

const FORMATS = ['TEXT', 'JSON_SCHEMA'];

function normalizeFormat(raw: ChatBody['responseFormat']): ResponseFormat {
  const type = (raw?.type ?? 'TEXT').toUpperCase();
  if (!FORMATS.includes(type)) throw badRequest(`responseFormat.type ${JSON.stringify(raw?.type)}: must be one of ${FORMATS.join(', ')}.`);
  if (type === 'TEXT') {
    if (raw?.schema !== undefined) throw badRequest('responseFormat.schema: only allowed with responseFormat.type JSON_SCHEMA.');
    return { type: 'TEXT' };
  }
  const schema = raw?.schema;
  if (!isJsonObject(schema)) throw badRequest('responseFormat.schema: required with JSON_SCHEMA, and must be a JSON Schema object.');
  try {
    compileToolSchema(schema);
  } catch (error) {
    if (error instanceof SchemaCompileError) throw badRequest(`responseFormat.schema: not a valid JSON Schema: ${error.message}`);
    if (error instanceof PatternRefused || error instanceof SchemaRefused)
      throw badRequest(`responseFormat.schema: ${error.message} (limits of schemas: docs/ai.md).`);
    throw error;
  }
  return {
    type: 'JSON_SCHEMA',
    schema,
    ...(raw?.name !== undefined ? { name: raw.name } : {}),
    ...(raw?.description !== undefined ? { description: raw.description } : {}),
  };
}

/** The chat body as the gateway's request: no tools, and a response format (TEXT when absent). */
export function normalizeChat(body: ChatBody): AiRequest {
  const { responseFormat, ...rest } = body;
  return { ...normalizeRequest({ ...rest, tools: [] }), responseFormat: normalizeFormat(responseFormat) };
}

/** The answer's text, as one string: what a JSON_SCHEMA answer is parsed from. */
const answerText = (answer: AiAnswer) => answer.content.flatMap((i) => (i.type === 'TEXT' ? [i.text] : [])).join('');

/** Some models wrap JSON in a Markdown fence although asked not to; the fence is not part of the answer. */
function unfenced(text: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/i.exec(text);
  return fenced ? fenced[1]! : text;
}

/** What is wrong with a JSON_SCHEMA answer (nothing for TEXT): not JSON, or not valid against the schema. */
export function checkResponseFormat(request: AiRequest, answer: AiAnswer): string[] {
  const format = request.responseFormat;
  if (format?.type !== 'JSON_SCHEMA') return [];
  const text = unfenced(answerText(answer)).trim();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return [`the answer is not JSON (${(error as Error).message}): ${text.slice(0, 200)}`];
  }
  return checkToolInput(format.schema, value);
}

/** The request asking again: the refused answer, then the errors, as the next user turn. */
export function repairResponseFormat(request: AiRequest, answer: AiAnswer, problems: string[]): AiRequest {
  const said = answerText(answer);
  const text = `Your answer does not match the required JSON schema: ${problems.join('; ')}. Answer again with only a JSON value that matches the schema.`;
  return {
    ...request,
    input: [
      ...request.input,
      { role: 'ASSISTANT', content: [{ type: 'TEXT', text: said === '' ? '(empty)' : said }] },
      { role: 'USER', content: [{ type: 'TEXT', text }] },
    ],
  };
}

/** After a JSON_SCHEMA answer passed, its text is the JSON alone (a fence some models add is dropped). */
export function cleanResponseFormat(request: AiRequest, answer: AiAnswer): AiAnswer {
  if (request.responseFormat?.type !== 'JSON_SCHEMA') return answer;
  return { ...answer, content: [{ type: 'TEXT', text: unfenced(answerText(answer)).trim() }] };
}

export function formatFailure(modelId: string, tries: number, problems: string[]): AppError {
  return new AppError(
    'MODEL_OUTPUT_INVALID',
    `${modelId} gave an answer that does not match responseFormat.schema ${tries} times: ${problems.join(' | ')}`,
  );
}
