/**
 * Route options for answers a presenter builds member by member (toFileEntry, the file set
 * presenter): JSON.stringify writes them as they are. Fastify's default serializer
 * (fast-json-stringify) checks every string again and drops members outside the response schema,
 * which a presenter never adds; on operation 2's page it cost a quarter more CPU than
 * JSON.stringify (docs/performance.md). The response schema still documents the answer.
 */
export const presentedJson = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
} as const;
