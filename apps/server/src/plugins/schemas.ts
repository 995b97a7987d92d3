import fastJson from 'fast-json-stringify';
import type {
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
} from 'fastify';
import { z } from 'zod';
import { InputRefusal, parseInput } from '../lib/validate';

/**
 * Types route handlers from their zod schemas: the request as the schema parses it, the
 * answer as the schema accepts it (Fastify's type provider interface).
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

function zodSchemaOf(schema: unknown, where: string): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  throw new Error(`${where}: a route's schemas are zod schemas from @khela/contracts`);
}

/** Checks a request's params, query or body with its route's schema (zod from contracts). */
const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  const zodSchema = zodSchemaOf(schema, `${method} ${url} ${httpPart ?? ''}`);
  return (input: unknown) => {
    const parsed = parseInput(zodSchema, input);
    return parsed.isValid ? { value: parsed.data } : { error: new InputRefusal(parsed.fieldsIn) };
  };
};

/**
 * A JSON schema fast-json-stringify writes from: only the fields the zod schema names ever
 * leave the server. Types zod cannot express in JSON (dates, files) stand as "anything".
 */
function jsonSchemaOf(schema: z.ZodType): object {
  return z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' });
}

/**
 * Writes answers of a schema as the serializer does, for a route that must hold the exact text
 * before it is sent (the vendor wallet signs what it answers).
 */
export function createAnswerWriter<T extends z.ZodType>(schema: T): (answer: z.input<T>) => string {
  const stringify = fastJson(jsonSchemaOf(schema));
  return (answer) => stringify(answer);
}

/** An answer that does not fit its route's schema (answers are checked in tests). */
export class AnswerMismatch extends Error {
  constructor(where: string, issues: z.core.$ZodIssue[]) {
    const detail = issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
      .join('; ');
    super(`${where} answered outside its schema: ${detail}`);
  }
}

/**
 * Writes answers from the route's response schema with fast-json-stringify, which writes only
 * the fields the schema names. Each writer is compiled when its route first answers: compiling
 * all of them (two hundred routes and statuses) would add a third of a second to every start.
 * With `isCheckingAnswers` (tests) each answer is first checked against the schema, so a drift
 * between a service and its contract fails loudly.
 */
function createSerializerCompiler(isCheckingAnswers: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    const where = `${method} ${url} ${httpStatus}`;
    const zodSchema = zodSchemaOf(schema, where);
    let stringify: ((data: unknown) => string) | undefined;
    const write = (data: unknown) => (stringify ??= fastJson(jsonSchemaOf(zodSchema)))(data);
    if (!isCheckingAnswers) return write;
    return (data: unknown) => {
      const result = zodSchema.safeParse(data);
      if (!result.success) throw new AnswerMismatch(where, result.error.issues);
      return write(data);
    };
  };
}

/** Every route's request is checked, and its answer written, by its zod schemas. */
export function registerSchemas(app: FastifyInstance, options: { isCheckingAnswers: boolean }) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler(options.isCheckingAnswers));
}
