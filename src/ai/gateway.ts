import { randomUUID } from 'node:crypto';
import { AppError, type ErrorCode, badRequest } from '../errors.js';
import type { AiRequestBodyType } from './request-schema.js';
import { checkAnswer, finalizeAnswer, repairRequest } from './answer-checks.js';
import type { AnswerStream } from './answer-stream.js';
import { checkResponseFormat, cleanResponseFormat, formatFailure, repairResponseFormat } from './chat.js';
import { type ModelBackend, callWithRetries } from './call-with-retries.js';
import { normalizeRequest } from './normalize-request.js';
import { ProviderFailure } from './provider-failure.js';
import { type AiConfig, type ModelEntry, describeConfigured, resolveEntry } from './registry.js';
import { needsRestoring, restoreReasoning } from './restore-reasoning.js';
import { streamingBackend } from './streaming-attempt.js';
import { askAgainForChoice, choiceBroken } from './tool-choice.js';
import { DEFAULT_MAX_STEPS, RequestedServerTools, type ServerToolCall, type ServerToolHost, modelToolName } from './server-tools.js';
import type {
  AiAnswer,
  AiRequest,
  AiResponse,
  AnswerItem,
  ResponseItem,
  ServerResultItem,
  StopReason,
  ToolUseRequestItem,
  Usage,
} from './types.js';

/**
 * How a call differs from a plain operation 5 request: `stream` receives the answer's events as they
 * come (retries and fallbacks only until the first one is sent); `request` is the body already
 * normalized by the route (chat requests carry their response format).
 */
export interface HandleOptions {
  stream?: AnswerStream;
  request?: AiRequest;
  /** Where clients reach the API, for the URLs in server tools' results. */
  baseUrl?: string;
}

/**
 * The models' failure as the client sees it, carrying what each provider or network really said
 * (hosts and addresses included) in `upstream`: the error handler logs 5xx errors with their fields.
 */
class UpstreamFailed extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly upstream: string[],
  ) {
    super(code, message);
  }
}

/** At most this many more tries when `validateSchema` finds invalid tool input (API.md §5). */
const REPAIR_TRIES = 2;

export interface ExchangeRecorder {
  record(exchange: {
    userId: number;
    sessionId: string;
    requestId: string;
    request: AiRequestBodyType;
    response: AiResponse;
    created: number;
  }): Promise<void>;
  /** The answers recorded under one of the user's sessions, oldest first; without it nothing is restored. */
  recordedAnswers?(userId: number, sessionId: string): Promise<Pick<AiResponse, 'content'>[]>;
}

function addUsage(a: Usage | null, b: Usage | null): Usage | null {
  if (!a) return b;
  if (!b) return a;
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    totalTokens: a.totalTokens + b.totalTokens,
    reasoningTokens: a.reasoningTokens === null || b.reasoningTokens === null ? null : a.reasoningTokens + b.reasoningTokens,
  };
}

/**
 * Operation 5: resolves the model, checks the request, calls the model (retries, then fallbacks),
 * checks and repairs tool input, keeps the response rules, and records the exchange.
 */
export class AiGateway {
  constructor(
    private readonly config: AiConfig,
    private readonly backendFor: (entry: ModelEntry) => ModelBackend,
    private readonly recorder: ExchangeRecorder,
  ) {}

  private serverTools: ServerToolHost | null = null;

  resolve(name: string | undefined): ModelEntry {
    const wanted = name ?? this.defaultModelName();
    const entry = resolveEntry(this.config, wanted);
    if (!entry) throw new AppError('MODEL_NOT_FOUND', `model "${wanted}": unknown; ${describeConfigured(this.config)}.`);
    if (entry.kind === 'embedding')
      throw new AppError(
        'MODEL_NOT_FOUND',
        `model "${wanted}" is an embedding model (POST /api/ai/v1/embedding/text); ${describeConfigured(this.config)}.`,
      );
    return entry;
  }

  defaultModelName(): string {
    return this.config.defaultModel ?? 'builtin/tool-router';
  }

  /** Server tools become available once the services they read are open (services.ts). */
  attachServerTools(host: ServerToolHost): void {
    this.serverTools = host;
  }

  async handle(
    caller: ServerToolCall['caller'],
    body: AiRequestBodyType,
    requestId: string,
    signal: AbortSignal,
    options: HandleOptions = {},
  ): Promise<AiResponse> {
    const { stream } = options;
    const entry = this.resolve(body.model);
    const server = body.serverTools !== undefined && body.serverTools.length > 0 ? this.requested(body.serverTools) : null;
    let request = options.request ?? normalizeRequest(body, server);
    // Only Anthropic is sent reasoning back (providers/to-prompt.ts): for the others the session is not read.
    const takesReasoning = [entry, ...entry.fallbacks.map((name) => this.resolve(name))].some((e) => e.provider === 'anthropic');
    if (takesReasoning && body.sessionId !== undefined && this.recorder.recordedAnswers && needsRestoring(request)) {
      request = restoreReasoning(request, await this.recorder.recordedAnswers(caller.userId, body.sessionId));
    }
    const sessionId = body.sessionId ?? randomUUID();
    if (server !== null) {
      const call = { caller, baseUrl: options.baseUrl ?? '', signal };
      return this.loop({ entry, body, request, server, call, sessionId, requestId, stream });
    }
    const step = await this.answer(entry, request, signal, stream);
    const response = step.response(step.content, step.stopReason, sessionId, requestId);
    await this.recorder.record({ userId: caller.userId, sessionId, requestId, request: body, response, created: Date.now() });
    return response;
  }

  private requested(names: string[]): RequestedServerTools {
    if (!this.serverTools) throw badRequest('serverTools: this server runs no server tools.');
    return new RequestedServerTools(this.serverTools, names);
  }

  /**
   * The server-tool loop (API.md §5): while the model asks for server tools, Stowage runs them with
   * the caller's permissions, hands the results back and asks again. It stops at an answer without
   * server tool requests, at client tool requests (returned as usual, after the server ones in the
   * same answer ran), or after `maxSteps` model calls. A forced toolChoice holds for the first call
   * only: it is met once a tool was called, and forcing it again would only loop to `maxSteps`.
   * Every step is recorded in the session; the response holds them all.
   */
  private async loop(run: {
    entry: ModelEntry;
    body: AiRequestBodyType;
    request: AiRequest;
    server: RequestedServerTools;
    call: ServerToolCall;
    sessionId: string;
    requestId: string;
    stream: AnswerStream | undefined;
  }): Promise<AiResponse> {
    const { body, server, call, sessionId, stream } = run;
    const host = this.serverTools!;
    const maxSteps = body.maxSteps ?? DEFAULT_MAX_STEPS;
    let request = run.request;
    const content: ResponseItem[] = [];
    const echoed: unknown[] = [...body.input];
    let usage: Usage | null = null;
    const warnings = new Set<string>();
    for (let stepNumber = 1; ; stepNumber++) {
      const step = await this.answer(run.entry, request, call.signal, stream);
      usage = addUsage(usage, step.usage);
      for (const warning of step.warnings) warnings.add(warning);
      const shown = step.content.map((item): AnswerItem => {
        const apiName = item.type === 'TOOL_USE_REQUEST' ? server.apiName(item.name) : null;
        return apiName !== null && item.type === 'TOOL_USE_REQUEST' ? { ...item, name: apiName, server: true } : item;
      });
      const calls = shown.filter((item): item is ToolUseRequestItem => item.type === 'TOOL_USE_REQUEST' && item.server === true);
      const results: ServerResultItem[] = [];
      for (const serverCall of calls) {
        const outcome = await host.run(serverCall.name, serverCall.toolInput, call);
        results.push({
          type: 'TOOL_USE_RESULT',
          toolCallId: serverCall.toolCallId,
          content: [{ type: 'TEXT', text: outcome.text }],
          server: true,
          isError: outcome.isError,
        });
      }
      stream?.serverStep(calls, results);
      const clientCalls = shown.some((item) => item.type === 'TOOL_USE_REQUEST' && item.server !== true);
      const stop: StopReason | null =
        calls.length === 0 ? step.stopReason : clientCalls ? 'TOOL_USE' : stepNumber === maxSteps ? 'MAX_STEPS' : null;
      content.push(...shown, ...results);
      // Steps before the last get ids of their own: the request's id names its final answer.
      const stepId = stop === null ? randomUUID() : run.requestId;
      const stepResponse = step.response([...shown, ...results], stop ?? 'TOOL_USE', sessionId, stepId);
      await this.recorder.record({
        userId: call.caller.userId,
        sessionId,
        requestId: stepId,
        request: { ...body, input: echoed as AiRequestBodyType['input'] },
        response: stepResponse,
        created: Date.now(),
      });
      if (stop !== null) {
        return { ...step.response(content, stop, sessionId, run.requestId), modelProviderUsage: usage, warnings: [...warnings] };
      }
      echoed.push({ role: 'ASSISTANT', content: [...shown, ...results] });
      const toolResults = results.map((r, i) => ({
        type: 'TOOL_USE_RESULT' as const,
        toolCallId: r.toolCallId,
        content: r.content,
        toolName: modelToolName(calls[i]!.name),
        server: true as const,
      }));
      request = {
        ...request,
        toolChoice: { type: 'AUTO', allowParallelToolCalls: request.toolChoice.allowParallelToolCalls },
        input: [...request.input, { role: 'ASSISTANT', content: step.content }, { role: 'USER', content: toolResults }],
      };
    }
  }

  /**
   * One answer of the model to one request: calls it (retries, then fallbacks), then keeps the
   * response format, toolChoice and tool schemas, asking again as API.md §5 allows.
   */
  private async answer(entry: ModelEntry, initial: AiRequest, signal: AbortSignal, stream: AnswerStream | undefined) {
    let request = initial;
    let { answer, model } = await this.callChain(entry, request, signal, stream);
    let usage = answer.usage;
    for (let tries = 0; request.responseFormat?.type === 'JSON_SCHEMA'; tries++) {
      const problems = checkResponseFormat(request, answer);
      if (problems.length === 0) break;
      if (tries === REPAIR_TRIES) throw formatFailure(model.id, REPAIR_TRIES + 1, problems);
      stream?.repairing(tries + 2, problems);
      request = repairResponseFormat(request, answer, problems);
      ({ answer, model } = await this.callChain(model, request, signal, stream));
      usage = addUsage(usage, answer.usage);
    }
    answer = cleanResponseFormat(request, answer);
    let choiceAskedAgain = false;
    for (let attempt = 2, repairs = 0; ; attempt++) {
      // The built-in router keeps the choice itself and answers the same again: asking it twice is pointless.
      const broken = model.provider === 'builtin' ? null : choiceBroken(request, answer);
      if (broken !== null) {
        if (choiceAskedAgain)
          throw new AppError('MODEL_OUTPUT_INVALID', `${model.id} did not keep toolChoice when asked twice: ${broken}.`);
        choiceAskedAgain = true;
        stream?.repairing(attempt, [broken]);
        request = askAgainForChoice(request, answer, broken);
      } else {
        const problems = request.validateSchema ? checkAnswer(request, answer) : [];
        if (problems.length === 0) break;
        if (repairs === REPAIR_TRIES) {
          const list = problems.map((p) => `${p.name} (${p.toolCallId}): ${p.problems.join('; ')}`).join(' | ');
          throw new AppError('MODEL_OUTPUT_INVALID', `${model.id} gave invalid tool input ${REPAIR_TRIES + 1} times: ${list}`);
        }
        repairs++;
        stream?.repairing(
          attempt,
          problems.map((p) => `${p.name} (${p.toolCallId}): ${p.problems.join('; ')}`),
        );
        request = repairRequest(request, answer, problems);
      }
      ({ answer, model } = await this.callChain(model, request, signal, stream));
      usage = addUsage(usage, answer.usage);
    }
    const final = finalizeAnswer(request, answer);
    const warnings = choiceAskedAgain
      ? [...final.warnings, `${model.id} was asked again once because its first answer did not keep toolChoice.`]
      : final.warnings;
    const response = (content: ResponseItem[], stopReason: StopReason, sessionId: string, requestId: string): AiResponse => ({
      content,
      modelId: model.id,
      isCustomerModel: model.provider !== 'builtin',
      sessionId,
      requestId,
      stopReason,
      modelProviderUsage: usage,
      warnings,
    });
    return { content: final.content, stopReason: final.stopReason, usage, warnings, response };
  }

  /** The model, then each of its fallbacks in order, until one answers. */
  private async callChain(
    entry: ModelEntry,
    request: AiRequest,
    signal: AbortSignal,
    stream?: AnswerStream,
  ): Promise<{ answer: AiAnswer; model: ModelEntry }> {
    const chain = [entry, ...entry.fallbacks.map((name) => this.resolve(name))];
    const failures: string[] = [];
    const details: string[] = [];
    let last: ProviderFailure | undefined;
    for (const model of chain) {
      try {
        const backend = stream ? streamingBackend(this.backendFor(model), stream, model) : this.backendFor(model);
        return { answer: await callWithRetries(model, backend, request, signal), model };
      } catch (error) {
        if (!(error instanceof ProviderFailure)) throw error;
        last = error;
        failures.push(`${model.id}: ${error.message}`);
        details.push(`${model.id}: ${error.detail}`);
      }
    }
    const message = failures.length > 1 ? `Every model failed. ${failures.join(' | ')}` : (failures[0] ?? 'The model failed.');
    throw new UpstreamFailed(last?.code ?? 'PROVIDER_ERROR', message, details);
  }
}
