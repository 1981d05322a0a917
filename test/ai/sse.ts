import http from 'node:http';
import type { AiItem, AiReply, ErrorBody } from '../helpers/bodies.js';

/** Each event's data (docs/ai.md, "Streaming"). */
interface EventData {
  text: { delta: string };
  reasoning: { delta: string };
  tool_use: AiItem;
  tool_result: AiItem;
  repair: { try: number; problems: string[] };
  done: AiReply;
  error: ErrorBody;
}
export type SseEventName = keyof EventData;

/** One event; `event` tells which shape `data` has (`e.event === 'text'` narrows it). */
export type SseEvent = {
  [E in SseEventName]: {
    event: E;
    data: EventData[E];
    /** The data line as sent, for byte-for-byte comparisons with a JSON answer. */
    raw: string;
  };
}[SseEventName];

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
      // The server's word for the shape: the tests check the event names they expect.
      return { event, data: JSON.parse(raw) as unknown, raw } as SseEvent;
    });
}

/** The data of `event`, which must be a `name` event: for reading an event the test expects at a place. */
export function dataOf<E extends SseEventName>(event: SseEvent | undefined, name: E): EventData[E] {
  if (event?.event !== name) throw new Error(`expected a ${name} event, got ${JSON.stringify(event)}`);
  return event.data as EventData[E];
}

/** The response without the ids each call makes anew. */
export function withoutIds(body: AiReply): Omit<AiReply, 'requestId' | 'sessionId'> {
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
