import type { ToolDefinition } from '../../src/ai/types.js';

/** Tool sets the router tests choose among. */
export const weather: ToolDefinition = {
  name: 'get_weather',
  description: 'Current weather forecast for a city',
  parameters: {
    type: 'object',
    properties: {
      city: { type: 'string' },
      unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
      days: { type: 'integer', minimum: 1, maximum: 14 },
    },
    required: ['city'],
  },
};
export const createEvent: ToolDefinition = {
  name: 'create_event',
  description: 'Create a calendar event (meeting, appointment)',
  parameters: {
    type: 'object',
    properties: {
      title: { type: 'string', minLength: 1 },
      date: { type: 'string', format: 'date' },
      durationMinutes: { type: 'integer', minimum: 5 },
      allDay: { type: 'boolean' },
    },
    required: ['title', 'date'],
    additionalProperties: false,
  },
};
export const searchFiles: ToolDefinition = {
  name: 'search_files',
  description: 'Search documents in the file store',
  parameters: {
    type: 'object',
    properties: {
      query: { type: 'string' },
      limit: { type: 'integer', minimum: 1, maximum: 100 },
      fileType: { type: 'string', enum: ['pdf', 'docx', 'csv'] },
      includeArchived: { type: 'boolean' },
    },
    required: ['query'],
  },
};
export const convertCurrency: ToolDefinition = {
  name: 'convert_currency',
  description: 'Convert an amount of money between currencies',
  parameters: {
    type: 'object',
    properties: {
      amount: { type: 'number', exclusiveMinimum: 0 },
      from: { type: 'string', enum: ['USD', 'EUR', 'GBP', 'JPY'] },
      to: { type: 'string', enum: ['USD', 'EUR', 'GBP', 'JPY'] },
    },
    required: ['amount', 'from', 'to'],
  },
};
export const setAlarm: ToolDefinition = {
  name: 'set_alarm',
  description: 'Set an alarm clock reminder',
  parameters: {
    type: 'object',
    properties: { time: { type: 'string', format: 'date-time' }, repeat: { type: 'boolean', default: false }, label: { type: 'string' } },
    required: ['time'],
  },
};
export const sendEmail: ToolDefinition = {
  name: 'send_email',
  description: 'Send an email message',
  parameters: {
    type: 'object',
    properties: { to: { type: 'string', format: 'email' }, subject: { type: 'string' }, urgent: { type: 'boolean' } },
    required: ['to', 'subject'],
  },
};
export const getUser: ToolDefinition = {
  name: 'get_user',
  description: 'Look up a user account by id',
  parameters: { type: 'object', properties: { userId: { type: 'integer', minimum: 1 } }, required: ['userId'] },
};
export const resizeImage: ToolDefinition = {
  name: 'resize_image',
  description: 'Resize an image',
  parameters: {
    type: 'object',
    properties: {
      width: { type: 'integer', minimum: 1 },
      height: { type: 'integer', minimum: 1 },
      keepAspect: { type: 'boolean' },
      url: { type: 'string', format: 'uri' },
    },
    required: ['width', 'height'],
  },
};

export const ALL = [weather, createEvent, searchFiles, convertCurrency, setAlarm, sendEmail, getUser, resizeImage];
