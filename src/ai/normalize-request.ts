import { badRequest } from '../errors.js';
import type { AiRequestBodyType } from './request-schema.js';
import { PatternRefused } from './linear-regexp.js';
import { SCHEMA_LIMITS, SchemaRefused, type SchemaShape } from './schema-limits.js';
import { SchemaCompileError, compileToolSchema } from './tool-schemas.js';
import { type RequestedServerTools, modelToolName } from './server-tools.js';
import { type AiRequest, type ContentItem, type Message, type ToolChoice, type ToolDefinition, isJsonObject } from './types.js';

const TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const ITEM_TYPES = ['TEXT', 'TOOL_USE_REQUEST', 'TOOL_USE_RESULT', 'IMAGE', 'REASONING'];
const CHOICE_TYPES = ['AUTO', 'ANY', 'TOOL', 'NONE'];
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/**
 * Checks everything of API.md §5 that the route schema cannot, before any model is called, and
 * returns the request in the gateway's own shape. Every failure is a 400 naming the field.
 */
export function normalizeRequest(body: AiRequestBodyType, server: RequestedServerTools | null = null): AiRequest {
  if (body.maxSteps !== undefined && server === null) throw badRequest('maxSteps: only with serverTools (it bounds their loop).');
  const tools = [...normalizeTools(body.tools ?? [], server), ...(server?.definitions ?? [])];
  const toolChoice = normalizeToolChoice(body.toolChoice, tools);
  const input = splitServerSteps(normalizeMessages(body.input, server));
  requireToolResults(input);
  const system = typeof body.system === 'string' ? body.system : normalizeSystem(body.system ?? []);
  const reasoningEffort = body.reasoningConfig?.reasoningEffort;
  return {
    input,
    system: system === '' ? null : system,
    tools,
    toolChoice,
    ...(body.temperature !== undefined ? { temperature: body.temperature } : {}),
    ...(body.maxTokens !== undefined ? { maxTokens: body.maxTokens } : {}),
    ...(reasoningEffort !== undefined ? { reasoningEffort } : {}),
    modelConfiguration: body.modelConfiguration ?? {},
    validateSchema: body.validateSchema ?? false,
  };
}

/** Adds each tool's schema to the request's totals, refusing the one that goes over a limit. */
function totalsOfTools(): (shape: SchemaShape) => void {
  const L = SCHEMA_LIMITS;
  let text = 0;
  let nodes = 0;
  const patterns = new Map<string, number>();
  return (shape) => {
    text += shape.text.length;
    nodes += shape.nodes;
    for (const [pattern, size] of shape.patterns) patterns.set(pattern, size);
    const program = [...patterns.values()].reduce((a, b) => a + b, 0);
    if (text > L.totalText)
      throw new SchemaRefused(`the tools' schemas reach ${text} characters of JSON together, more than ${L.totalText}`);
    if (nodes > L.totalNodes) throw new SchemaRefused(`the tools' schemas reach ${nodes} JSON values together, more than ${L.totalNodes}`);
    if (program > L.patternProgram) {
      throw new SchemaRefused(`the tools' patterns reach ${program} RE2 instructions together, more than ${L.patternProgram}`);
    }
  };
}

function normalizeTools(raw: NonNullable<AiRequestBodyType['tools']>, server: RequestedServerTools | null): ToolDefinition[] {
  if (raw.length > SCHEMA_LIMITS.tools) throw badRequest(`tools: ${raw.length} tools, more than the ${SCHEMA_LIMITS.tools} allowed.`);
  const seen = new Set<string>();
  const admit = totalsOfTools();
  return raw.map((tool, i) => {
    const where = `tools[${i}]`;
    if (!TOOL_NAME.test(tool.name)) {
      throw badRequest(`${where}.name ${JSON.stringify(tool.name)}: must match ^[A-Za-z0-9_-]{1,64}$.`);
    }
    if (seen.has(tool.name)) throw badRequest(`${where}.name: the tool name "${tool.name}" is used twice; names must be unique.`);
    const serverName = server?.apiName(tool.name);
    if (serverName)
      throw badRequest(`${where}.name "${tool.name}": models see the server tool ${serverName} under this name; rename your tool.`);
    seen.add(tool.name);
    const parameters = tool.parameters ?? { type: 'object', properties: {} };
    if (!isJsonObject(parameters) || parameters.type !== 'object') {
      throw badRequest(`${where}.parameters of tool "${tool.name}": must be a JSON Schema object with "type": "object".`);
    }
    try {
      compileToolSchema(parameters, admit);
    } catch (error) {
      const what = `${where}.parameters of tool "${tool.name}"`;
      if (error instanceof SchemaCompileError) throw badRequest(`${what}: not a valid JSON Schema: ${error.message}`);
      if (error instanceof PatternRefused || error instanceof SchemaRefused)
        throw badRequest(`${what}: ${error.message} (limits of tool schemas: docs/ai.md).`);
      throw error;
    }
    return { name: tool.name, description: tool.description ?? '', parameters };
  });
}

function normalizeToolChoice(raw: AiRequestBodyType['toolChoice'], tools: ToolDefinition[]): ToolChoice {
  const allowParallelToolCalls = raw?.allowParallelToolCalls ?? true;
  const type = (raw?.type ?? 'AUTO').toUpperCase();
  if (!CHOICE_TYPES.includes(type)) {
    throw badRequest(`toolChoice.type ${JSON.stringify(raw?.type)}: must be one of ${CHOICE_TYPES.join(', ')}.`);
  }
  if (type === 'TOOL') {
    // A server tool may be named as the API names it (`files.search`).
    const name = tools.find((t) => t.server !== undefined && t.server === raw?.name)?.name ?? raw?.name;
    if (!name) throw badRequest('toolChoice.name: required when toolChoice.type is TOOL.');
    if (!tools.some((t) => t.name === name)) {
      throw badRequest(`toolChoice.name "${name}": no such tool; tools: ${tools.map((t) => t.name).join(', ') || '(none)'}.`);
    }
    return { type: 'TOOL', name, allowParallelToolCalls };
  }
  if (type === 'ANY' && tools.length === 0) throw badRequest('toolChoice.type ANY: needs at least one tool in tools.');
  return { type: type as 'AUTO' | 'ANY' | 'NONE', allowParallelToolCalls };
}

function normalizeSystem(raw: { type: string; text: string }[]): string {
  return raw
    .map((part, i) => {
      if (part.type.toUpperCase() !== 'TEXT') throw badRequest(`system[${i}].type ${JSON.stringify(part.type)}: must be TEXT.`);
      return part.text;
    })
    .join('\n\n');
}

function normalizeMessages(raw: AiRequestBodyType['input'], server: RequestedServerTools | null): Message[] {
  // Tool names by the ids of the requests made so far, so that each result can name its tool.
  const requested = new Map<string, string>();
  return raw.map((message, m) => {
    const role = message.role.toUpperCase();
    if (role !== 'USER' && role !== 'ASSISTANT') {
      throw badRequest(`input[${m}].role ${JSON.stringify(message.role)}: must be USER or ASSISTANT.`);
    }
    if (message.content.length === 0) throw badRequest(`input[${m}].content: must hold at least one item.`);
    const content = message.content.map((item, c): ContentItem => {
      const where = `input[${m}].content[${c}]`;
      const type = item.type.toUpperCase();
      const need = <T>(value: T | undefined, field: string): T => {
        if (value === undefined) throw badRequest(`${where}.${field}: required for a ${type} item.`);
        return value;
      };
      switch (type) {
        case 'TEXT':
          return { type: 'TEXT', text: need(item.text, 'text') };
        case 'TOOL_USE_REQUEST': {
          if (role !== 'ASSISTANT') throw badRequest(`${where}: TOOL_USE_REQUEST items belong in ASSISTANT messages.`);
          const toolCallId = need(item.toolCallId, 'toolCallId');
          const toolInput = item.toolInput ?? {};
          if (!isJsonObject(toolInput)) throw badRequest(`${where}.toolInput: must be a JSON object.`);
          if (requested.has(toolCallId)) throw badRequest(`${where}.toolCallId "${toolCallId}": used by an earlier request.`);
          const name = item.server === true ? echoedServerTool(need(item.name, 'name'), server, where) : need(item.name, 'name');
          requested.set(toolCallId, name);
          return { type: 'TOOL_USE_REQUEST', name, toolInput, toolCallId, ...(item.server === true ? { server: true as const } : {}) };
        }
        case 'TOOL_USE_RESULT': {
          // A server step echoed from a response sits in the ASSISTANT message that holds its request.
          if (role !== 'USER' && item.server !== true) throw badRequest(`${where}: TOOL_USE_RESULT items belong in USER messages.`);
          const toolCallId = need(item.toolCallId, 'toolCallId');
          const toolName = requested.get(toolCallId);
          if (toolName === undefined) {
            throw badRequest(`${where}.toolCallId "${toolCallId}": answers no earlier TOOL_USE_REQUEST.`);
          }
          const parts = (item.content ?? []).map((part, p) => {
            if (part.type.toUpperCase() !== 'TEXT') throw badRequest(`${where}.content[${p}].type: must be TEXT.`);
            return { type: 'TEXT' as const, text: part.text };
          });
          return {
            type: 'TOOL_USE_RESULT',
            toolCallId,
            content: parts,
            toolName,
            ...(item.server === true ? { server: true as const } : {}),
          };
        }
        case 'IMAGE': {
          const image = need(item.image, 'image');
          if (image.type.toLowerCase() !== 'base64') throw badRequest(`${where}.image.type: must be base64.`);
          const mediaType = image.mediaType.toLowerCase();
          if (!IMAGE_TYPES.includes(mediaType)) {
            throw badRequest(`${where}.image.mediaType "${image.mediaType}": must be one of ${IMAGE_TYPES.join(', ')}.`);
          }
          if (!/^[A-Za-z0-9+/]*={0,2}$/.test(image.data) || image.data.length === 0) {
            throw badRequest(`${where}.image.data: must be base64 text.`);
          }
          return { type: 'IMAGE', image: { type: 'base64', mediaType, data: image.data } };
        }
        case 'REASONING': {
          if (role !== 'ASSISTANT')
            throw badRequest(`${where}: REASONING items belong in ASSISTANT messages (echoed from an earlier response).`);
          if (item.redacted === true) return { type: 'REASONING', redacted: true, data: need(item.data, 'data') };
          return {
            type: 'REASONING',
            text: need(item.text, 'text'),
            ...(item.signature !== undefined ? { signature: item.signature } : {}),
          };
        }
        default:
          throw badRequest(`${where}.type ${JSON.stringify(item.type)}: must be one of ${ITEM_TYPES.join(', ')}.`);
      }
    });
    return { role, content };
  });
}

/** The model's name of a server tool whose request a client sends back; the tool must be in serverTools. */
function echoedServerTool(name: string, server: RequestedServerTools | null, where: string): string {
  const modelName = modelToolName(name);
  if (server?.apiName(modelName) !== name) {
    throw badRequest(`${where}: a step of the server tool "${name}"; to send it back, name the tool in serverTools.`);
  }
  return modelName;
}

/**
 * A response of the server-tool loop holds each step's requests and results in one list, which a
 * client echoes as one ASSISTANT message; models take results only in a turn of their own, so the
 * message is cut after each run of server results: [requests][results][the rest].
 */
function splitServerSteps(input: Message[]): Message[] {
  const turns: Message[] = [];
  let endsWithServerResults = false;
  for (const message of input) {
    if (message.role !== 'ASSISTANT' || !message.content.some((i) => i.type === 'TOOL_USE_RESULT')) {
      // The client's results for its own tools of the same answer join the server ones in one turn.
      if (endsWithServerResults && message.role === 'USER') turns.at(-1)!.content.push(...message.content);
      else turns.push(message);
      endsWithServerResults = false;
      continue;
    }
    const split: Message[] = [];
    for (const item of message.content) {
      const role = item.type === 'TOOL_USE_RESULT' ? 'USER' : 'ASSISTANT';
      const last = split.at(-1);
      if (last?.role === role) last.content.push(item);
      else split.push({ role, content: [item] });
    }
    turns.push(...split);
    endsWithServerResults = split.at(-1)?.role === 'USER';
  }
  return turns;
}

/**
 * Every provider refuses a conversation that goes on after a tool request without its result, so
 * that is a 400 here rather than a 502 from upstream: the results belong in the next USER message.
 */
function requireToolResults(input: Message[]): void {
  input.forEach((message, m) => {
    if (message.role !== 'ASSISTANT') return;
    const next = input[m + 1];
    const answered = new Set(
      next?.role === 'USER' ? next.content.flatMap((i) => (i.type === 'TOOL_USE_RESULT' ? [i.toolCallId] : [])) : [],
    );
    message.content.forEach((item, c) => {
      if (item.type === 'TOOL_USE_REQUEST' && !answered.has(item.toolCallId)) {
        throw badRequest(
          `input[${m}].content[${c}].toolCallId "${item.toolCallId}": has no TOOL_USE_RESULT in the next message (input[${m + 1}], a USER message); every tool request needs its result there.`,
        );
      }
    });
  });
}
