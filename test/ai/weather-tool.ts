/** The tool the AI tests' fixtures call (test/ai/fixtures), shared with the gateway benchmark. */
export const weatherTool = {
  name: 'get_weather',
  description: 'Current weather for a city',
  parameters: {
    type: 'object',
    properties: { city: { type: 'string' }, unit: { type: 'string', enum: ['celsius', 'fahrenheit'] } },
    required: ['city'],
    additionalProperties: false,
  },
};
