import type { AiContentItem, AiResponse } from '@stowage/client';

/** One thing the answer did, in order: text as it streamed, a reasoning, a tool request, a server tool's result, a retry. */
export type Step =
  | { kind: 'text'; text: string }
  | { kind: 'reasoning'; text: string }
  | { kind: 'tool_use'; item: AiContentItem }
  | { kind: 'tool_result'; item: AiContentItem }
  | { kind: 'repair'; problems: string[] };

const json = (value: unknown) => JSON.stringify(value, null, 2);

function StepView({ step }: { step: Step }) {
  switch (step.kind) {
    case 'text':
      return (
        <>
          <h3>Text</h3>
          <p class="answer-text">{step.text}</p>
        </>
      );
    case 'reasoning':
      return (
        <>
          <h3>Reasoning</h3>
          <p class="muted">{step.text}</p>
        </>
      );
    case 'tool_use':
      return (
        <>
          <h3>
            {step.item.server ? 'Server tool request' : 'Tool request'}: <code>{step.item.name}</code>
          </h3>
          <pre>{json(step.item.toolInput)}</pre>
          <p class="muted">Call id {step.item.toolCallId}</p>
        </>
      );
    case 'tool_result':
      return (
        <>
          <h3>Server tool result{step.item.isError ? ' (error)' : ''}</h3>
          <pre>{(step.item.content ?? []).map((c) => c.text).join('\n')}</pre>
        </>
      );
    case 'repair':
      return (
        <>
          <h3>Asked the model again</h3>
          <ul>
            {step.problems.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </>
      );
  }
}

export function Steps({ steps, done }: { steps: Step[]; done: AiResponse | null }) {
  return (
    <ol class="steps" aria-label="Steps of the answer">
      {steps.map((step, i) => (
        <li key={i} class={`step step-${step.kind}`}>
          <StepView step={step} />
        </li>
      ))}
      {done ? (
        <li class="step step-done">
          <h3>Done: {done.stopReason}</h3>
          <p>
            Model <code>{done.modelId}</code>
            {done.modelProviderUsage ? ` · ${done.modelProviderUsage.totalTokens} tokens` : ''} · session <code>{done.sessionId}</code>
          </p>
          {done.warnings.length > 0 ? (
            <ul>
              {done.warnings.map((w, i) => (
                <li key={i}>{w}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ) : null}
    </ol>
  );
}

/** Adds a streamed event to the steps: deltas extend the step they continue. */
export function addEvent(steps: Step[], step: Step): Step[] {
  const last = steps[steps.length - 1];
  if ((step.kind === 'text' || step.kind === 'reasoning') && last?.kind === step.kind) {
    return [...steps.slice(0, -1), { kind: step.kind, text: last.text + step.text }];
  }
  return [...steps, step];
}
