/**
 * The subset of an OpenAPI 3.0 document (as `plugins/openapi.ts` serves it) that the fuzz test
 * reads: every operation with its parameters and JSON body schema. The documents inline every
 * schema (no `$ref`), so nothing needs resolving.
 */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  nullable?: boolean;
  default?: unknown;
  /** The field of the same object this one must repeat (a confirmation), our extension. */
  'x-same-as'?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface DocumentOperation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The full path template as the document writes it: `/api/v1/branches/{id}`. */
  path: string;
  operationId: string;
  parameters: Parameter[];
  /** The JSON body, when the operation declares one (uploads declare none). */
  body?: { schema: JsonSchema; required: boolean };
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Every operation of the document, in the document's order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [verb, operation] of Object.entries(item)) {
      const method = verb.toUpperCase();
      if (!METHODS.has(method)) continue;
      const json = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method as Operation['method'],
        path,
        operationId: operation.operationId ?? `${method} ${path}`,
        parameters: operation.parameters ?? [],
        ...(json && { body: { schema: json, required: operation.requestBody?.required ?? false } }),
      });
    }
  }
  return operations;
}

/** `METHOD /path`, the key failures and statistics are reported under. */
export const operationKey = (operation: Pick<Operation, 'method' | 'path'>) =>
  `${operation.method} ${operation.path}`;
