import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI chat-completions upstream for the gateway benchmark, run as its own process so that
 * it does not share an event loop with the load generator. It answers every POST with one recorded
 * fixture of the AI tests (test/ai/fixtures). The tests' own fake (test/ai/fake-upstream.ts) answers
 * from a per-request script and keeps every request it received, which suits assertions but not a
 * load of tens of thousands of requests; this one keeps nothing.
 *
 * A request with `"stream": true` gets the same answer as server-sent events: the fixture's `.sse`
 * twin (test/ai/fixtures/streams-from-json.py), for the streamed first-byte measure.
 *
 * Usage: node fake-openai.js <fixture.json>; prints the port it listens on, then serves until killed.
 */
const [fixtureFile] = process.argv.slice(2);
if (!fixtureFile) throw new Error('usage: fake-openai <fixture.json>');
const answer = Buffer.from(JSON.stringify(JSON.parse(fs.readFileSync(fixtureFile, 'utf8'))));
const sseFile = fixtureFile.replace(/\.json$/, '.sse');
const events = fs.existsSync(sseFile)
  ? fs
      .readFileSync(sseFile, 'utf8')
      .split('\n\n')
      .filter((e) => e.trim() !== '')
      .map((e) => `${e}\n\n`)
  : [];

const server = http.createServer((req, res) => {
  // The body is read to its end, as a real upstream would; only whether it asks for a stream matters.
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    if (events.length > 0 && Buffer.concat(chunks).toString('utf8').includes('"stream":true')) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      // Each event its own write, a tick apart, as a model emits them.
      let i = 0;
      const next = () => (i < events.length ? (res.write(events[i++]), setImmediate(next)) : res.end());
      next();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': answer.length }).end(answer);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
