/** Tables of the AI gateway (API.md §5): one row per request/response pair, grouped by session. */
export interface AiTables {
  ai_exchanges: AiExchangesTable;
}

export interface AiExchangesTable {
  /** The request id (also the response's requestId and the error `toe`). */
  request_id: string;
  session_id: string;
  user_id: number;
  model_id: string;
  stop_reason: string;
  input_tokens: number | null;
  output_tokens: number | null;
  total_tokens: number | null;
  reasoning_tokens: number | null;
  /** The request body as JSON, image data elided. */
  request_json: string;
  response_json: string;
  created_at: number;
}
