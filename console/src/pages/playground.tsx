import type { AiContentItem, AiRequest, AiResponse } from '@stowage/client';
import { useRef, useState } from 'preact/hooks';
import { PageTitle } from '../components/layout';
import { ErrorMessage } from '../components/status';
import { useLoad } from '../components/use-load';
import { describeError } from '../errors';
import { useClient } from '../session';
import { type Step, Steps, addEvent } from './playground-steps';

const SERVER_TOOLS = ['filesets.search', 'files.search', 'files.query', 'files.read', 'dataFiles.details', 'streams.history'] as const;
type ServerTool = (typeof SERVER_TOOLS)[number];

const EXAMPLE_TOOLS = JSON.stringify(
  [
    {
      name: 'get_weather',
      description: 'The current weather in a city',
      parameters: { type: 'object', properties: { city: { type: 'string', description: 'The city' } }, required: ['city'] },
    },
  ],
  null,
  2,
);

type Message = AiRequest['input'][number];
/** The select's value for a model typed by name (a provider the server allows as a whole). */
const OTHER = '*other*';
type Tools = NonNullable<AiRequest['tools']>;

/** The tools text as the request's tools: a JSON array of {name, description?, parameters}. */
function parseTools(text: string): Tools {
  if (text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new Error(`Tools: not valid JSON (${(e as Error).message}).`, { cause: e });
  }
  if (!Array.isArray(value)) throw new Error('Tools: a JSON array of {name, description, parameters} is expected.');
  return value as Tools;
}

/** Operation 5 by hand: a prompt, tools as JSON Schema, server tools, and the streamed answer step by step. */
export function Playground() {
  const client = useClient();
  const [model, setModel] = useState('');
  const [system, setSystem] = useState('');
  const [prompt, setPrompt] = useState('What is the weather in Paris?');
  const [toolsText, setToolsText] = useState(EXAMPLE_TOOLS);
  const [choice, setChoice] = useState('AUTO');
  const [serverTools, setServerTools] = useState<ServerTool[]>([]);
  const [maxSteps, setMaxSteps] = useState(5);
  const [validate, setValidate] = useState(true);
  const [history, setHistory] = useState<Message[]>([]);
  const [steps, setSteps] = useState<Step[]>([]);
  const [done, setDone] = useState<AiResponse | null>(null);
  const [results, setResults] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [other, setOther] = useState(false);
  // The registry's language models (operation 5 takes tools, so embedding models are left out).
  const registry = useLoad(async (signal) => (await client.api.GET('/api/ai/v1/models', { signal })).data!, [client]);
  const models = (registry.data?.models ?? []).filter((m) => m.kind === 'language');
  const defaultModel = models.find((m) => m.default);
  const anyModelOf = registry.data?.anyModelOf ?? [];
  const abort = useRef<AbortController | null>(null);

  const send = async (input: Message[]) => {
    setError(null);
    setSteps([]);
    setDone(null);
    setResults({});
    setBusy(true);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const tools = parseTools(toolsText);
      const request: AiRequest = {
        input,
        ...(model.trim() ? { model: model.trim() } : {}),
        ...(system.trim() ? { system: system.trim() } : {}),
        ...(tools.length > 0 ? { tools, validateSchema: validate } : {}),
        ...(tools.length > 0 || serverTools.length > 0 ? { toolChoice: { type: choice } } : {}),
        ...(serverTools.length > 0 ? { serverTools, maxSteps } : {}),
        ...(done ? { sessionId: done.sessionId } : {}),
      };
      for await (const event of client.ai.toolsStream(request, { signal: controller.signal })) {
        if (event.type === 'text' || event.type === 'reasoning') setSteps((s) => addEvent(s, { kind: event.type, text: event.delta }));
        else if (event.type === 'tool_use' || event.type === 'tool_result')
          setSteps((s) => addEvent(s, { kind: event.type, item: event.item }));
        else if (event.type === 'repair') setSteps((s) => addEvent(s, { kind: 'repair', problems: event.problems }));
        else {
          setDone(event.response);
          setHistory([...input, { role: 'ASSISTANT', content: event.response.content }]);
        }
      }
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
      abort.current = null;
    }
  };

  const start = (event: Event) => {
    event.preventDefault();
    setHistory([]);
    void send([{ role: 'USER', content: [{ type: 'TEXT', text: prompt }] }]);
  };
  // Tool requests the client must answer (server tools were answered by the server already).
  const pending = (done?.content ?? []).filter((item: AiContentItem) => item.type === 'TOOL_USE_REQUEST' && !item.server);
  const answer = (event: Event) => {
    event.preventDefault();
    const content = pending.map((item) => ({
      type: 'TOOL_USE_RESULT',
      toolCallId: item.toolCallId!,
      content: [{ type: 'TEXT', text: results[item.toolCallId!] ?? '' }],
    }));
    void send([...history, { role: 'USER', content }]);
  };
  const toggle = (tool: ServerTool, on: boolean) => setServerTools((all) => (on ? [...all, tool] : all.filter((t) => t !== tool)));
  return (
    <>
      <PageTitle title="AI playground" />
      <div class="playground">
        <form class="request" onSubmit={start}>
          <label for="ai-model">Model</label>
          <select
            id="ai-model"
            value={other ? OTHER : model}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setOther(value === OTHER);
              setModel(value === OTHER ? '' : value);
            }}
            aria-describedby="ai-model-help"
          >
            <option value="">Default{defaultModel ? `: ${defaultModel.name}` : ''}</option>
            {models.map((m) => (
              <option key={m.name} value={m.name}>
                {m.name}
                {m.name === m.id ? '' : ` (${m.id})`}
                {m.capabilities.includes('reasoning') ? ' · reasoning' : ''}
                {m.ready ? '' : ' · no API key on the server'}
              </option>
            ))}
            {anyModelOf.length > 0 ? <option value={OTHER}>Another {anyModelOf.join(', ')} model…</option> : null}
          </select>
          {other ? (
            <>
              <label for="ai-model-other">Model name</label>
              <input
                id="ai-model-other"
                required
                placeholder={`${anyModelOf[0] ?? 'openai'}/…`}
                value={model}
                onInput={(e) => setModel(e.currentTarget.value)}
              />
            </>
          ) : null}
          <p id="ai-model-help" class="hint">
            The server’s model registry (GET /api/ai/v1/models): the default answers when none is chosen.
          </p>
          <ErrorMessage error={registry.error} />
          <label for="ai-system">System prompt (optional)</label>
          <textarea id="ai-system" rows={2} value={system} onInput={(e) => setSystem(e.currentTarget.value)} />
          <label for="ai-prompt">Message</label>
          <textarea id="ai-prompt" rows={3} required value={prompt} onInput={(e) => setPrompt(e.currentTarget.value)} />
          <label for="ai-tools">Tools (JSON Schema)</label>
          <textarea
            id="ai-tools"
            class="code"
            rows={10}
            spellcheck={false}
            value={toolsText}
            onInput={(e) => setToolsText(e.currentTarget.value)}
          />
          <div class="inline-form">
            <label for="ai-choice">Tool choice</label>
            <select id="ai-choice" value={choice} onChange={(e) => setChoice(e.currentTarget.value)}>
              <option value="AUTO">AUTO: the model decides</option>
              <option value="ANY">ANY: some tool must be called</option>
              <option value="NONE">NONE: no tool</option>
            </select>
            <label class="inline">
              <input type="checkbox" checked={validate} onChange={(e) => setValidate(e.currentTarget.checked)} /> Validate tool input
            </label>
          </div>
          <fieldset>
            <legend>Server tools (run by Stowage with your permissions)</legend>
            {SERVER_TOOLS.map((tool) => (
              <label class="inline" key={tool}>
                <input type="checkbox" checked={serverTools.includes(tool)} onChange={(e) => toggle(tool, e.currentTarget.checked)} />{' '}
                {tool}
              </label>
            ))}
            <label for="ai-steps">Most steps</label>
            <input
              id="ai-steps"
              type="number"
              min={1}
              max={10}
              value={maxSteps}
              onInput={(e) => setMaxSteps(Number(e.currentTarget.value))}
            />
          </fieldset>
          <div class="actions">
            <button type="submit" class="primary" disabled={busy}>
              {busy ? 'Answering…' : 'Send'}
            </button>
            {busy ? (
              <button type="button" onClick={() => abort.current?.abort()}>
                Stop
              </button>
            ) : null}
          </div>
        </form>
        <section class="answer" aria-labelledby="answer-title" aria-busy={busy ? 'true' : 'false'}>
          <h2 id="answer-title">Answer</h2>
          <ErrorMessage error={error} />
          {steps.length === 0 && !done && !busy && !error ? <p class="muted">Send a message to see each step of the answer here.</p> : null}
          <Steps steps={steps} done={done} />
          {pending.length > 0 && !busy ? (
            <form onSubmit={answer} class="panel">
              <h3>Answer the tool requests</h3>
              {pending.map((item) => (
                <div key={item.toolCallId}>
                  <label for={`result-${item.toolCallId}`}>
                    Result of <code>{item.name}</code>
                  </label>
                  <textarea
                    id={`result-${item.toolCallId}`}
                    rows={2}
                    value={results[item.toolCallId!] ?? ''}
                    onInput={(e) => setResults({ ...results, [item.toolCallId!]: e.currentTarget.value })}
                  />
                </div>
              ))}
              <button type="submit" class="primary">
                Send the results
              </button>
            </form>
          ) : null}
        </section>
      </div>
    </>
  );
}
