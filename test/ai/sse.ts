import http from 'node:http';

export interface SseEvent {
  event: string;
  // The event's JSON data; tests read the fields they assert.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each event type has its own shape (docs/ai.md), indexed freely by the tests
  data: any;
  /** The data line as sent, for byte-for-byte comparisons with a JSON answer. */
  raw: string;
}

/** The events of a text/event-stream body, in order. */
export function parseEvents(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const raw = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(raw), raw };
    });
}

/** The response without the ids each call makes anew. */
export function withoutIds(body: Record<string, unknown>): Record<string, unknown> {
  const { requestId: _r, sessionId: _s, ...rest } = body;
  return rest;
}

/**
 * A streamed request over a real port that reads until the first `text` event arrives, then drops
 * the connection: what a client that goes away does.
 */
export function leaveAfterFirstText(url: string, token: string, payload: object): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-service-developer-token': token },
    });
    req.on('response', (res) => {
      let seen = '';
      res.on('data', (chunk: Buffer) => {
        seen += chunk.toString('utf8');
        if (seen.includes('event: text')) {
          req.destroy();
          resolve(seen);
        }
      });
      res.on('end', () => resolve(seen));
    });
    req.on('error', (error) => {
      if (!req.destroyed) reject(error);
    });
    req.end(JSON.stringify(payload));
  });
}
