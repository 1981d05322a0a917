import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI upstream for the server-tool loop benchmark, run as its own process. A conversation
 * that ends with a tool result gets a text answer; any other asks for the server tool
 * `files_search` on the file set whose id the last user message names. So each request through the
 * loop costs two model calls and one tool run, as a real model's "look, then answer" would.
 *
 * Usage: node fake-tool-loop.js; prints the port it listens on, then serves until killed.
 */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

interface ChatRequest {
  messages: { role: string; content: unknown }[];
}

function completion(message: object, finish: string): Buffer {
  return Buffer.from(
    JSON.stringify({
      id: 'chatcmpl-BenchLoop0001',
      object: 'chat.completion',
      created: 1763890000,
      model: 'gpt-4.1-mini-2025-04-14',
      choices: [{ index: 0, message: { role: 'assistant', refusal: null, ...message }, finish_reason: finish }],
      usage: { prompt_tokens: 120, completion_tokens: 15, total_tokens: 135 },
    }),
  );
}

const ANSWER = completion({ content: 'The file set holds the files listed.' }, 'stop');
let calls = 0;

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
    const last = request.messages.at(-1);
    let body = ANSWER;
    if (last?.role !== 'tool') {
      const filesetId = UUID.exec(JSON.stringify(last?.content ?? ''))?.[0] ?? '';
      const call = {
        id: `call_BenchLoop${++calls}`,
        type: 'function',
        function: { name: 'files_search', arguments: JSON.stringify({ filesetId, limit: 20 }) },
      };
      body = completion({ content: null, tool_calls: [call] }, 'tool_calls');
    }
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
