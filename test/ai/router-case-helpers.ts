import type { ToolChoice, ToolDefinition } from '../../src/ai/types.js';
import type { Expected } from './router-everyday-cases.js';

/** Shorthands of the router tables written after the blind table: a tool, and what a case expects. */
export const tool = (name: string, description: string, properties: Record<string, object>, required: string[]): ToolDefinition => ({
  name,
  description,
  parameters: { type: 'object', properties, required } as ToolDefinition['parameters'],
});
export const call = (name: string, input: Record<string, unknown>): Expected => ({ tool: name, input });
/** Any text answer. */
export const none: Expected = { text: '' };
/** The text answer that asks for a required argument of `name`. */
export const needs = (name: string): Expected => ({ text: `To call ${name}, I need` });
export const ANY: ToolChoice = { type: 'ANY', allowParallelToolCalls: true };
export const only = (name: string): ToolChoice => ({ type: 'TOOL', name, allowParallelToolCalls: true });

/** Shorthands for properties of the tool sets, as the later tables declare them. */
export const date = (description: string) => ({ type: 'string', format: 'date', description });
export const dateTime = (description: string) => ({ type: 'string', format: 'date-time', description });
export const str = (description: string) => ({ type: 'string', description });
const bounds = (minimum?: number, maximum?: number) => ({
  ...(minimum === undefined ? {} : { minimum }),
  ...(maximum === undefined ? {} : { maximum }),
});
export const int = (description: string, minimum?: number, maximum?: number) => ({
  type: 'integer',
  description,
  ...bounds(minimum, maximum),
});
export const num = (description: string, minimum?: number, maximum?: number) => ({
  type: 'number',
  description,
  ...bounds(minimum, maximum),
});
export const oneOf = (description: string, values: string[]) => ({ type: 'string', enum: values, description });
export const bool = (description: string) => ({ type: 'boolean', description });
/** A time of day as apps pattern it, 24h `HH:MM`. */
export const hhmm = (description: string) => ({ type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description });
export const listOf = (description: string, values: string[]) => ({ type: 'array', items: { type: 'string', enum: values }, description });
export const pattern = (regex: string, description: string) => ({ type: 'string', pattern: regex, description });
export const email = (description: string) => ({ type: 'string', format: 'email', description });
export const intEnum = (description: string, values: number[]) => ({ type: 'integer', enum: values, description });
