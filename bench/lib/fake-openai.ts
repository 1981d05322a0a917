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
 * Usage: node fake-openai.js <fixture.json>; prints the port it listens on, then serves until killed.
 */
const [fixtureFile] = process.argv.slice(2);
if (!fixtureFile) throw new Error('usage: fake-openai <fixture.json>');
const answer = Buffer.from(JSON.stringify(JSON.parse(fs.readFileSync(fixtureFile, 'utf8'))));

const server = http.createServer((req, res) => {
  // The body is read to its end, as a real upstream would, and dropped.
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': answer.length }).end(answer);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
