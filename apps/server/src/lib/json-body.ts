import secureJson from 'secure-json-parse';
import { AppError } from './errors';

/**
 * How deeply a request body may nest. No form or call of the API nests more than a few levels;
 * anything deeper is hostile, and walking it would cost a stack frame per level.
 */
export const bodyDepthMax = 32;

const openers = new Set(['{', '[']);
const closers = new Set(['}', ']']);

/** Whether JSON text nests deeper than `depthMax`, found in one pass without parsing it. */
export function nestsDeeperThan(text: string, depthMax: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (isInString) {
      if (char === '\\') index += 1;
      else if (char === '"') isInString = false;
    } else if (char === '"') {
      isInString = true;
    } else if (openers.has(char)) {
      depth += 1;
      if (depth > depthMax) return true;
    } else if (closers.has(char)) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Parses a request body's JSON text: too deep is `body_too_deep`, not JSON (or carrying
 * `__proto__` or `constructor.prototype`, as Fastify's own parser refuses) is `bad_request`.
 */
export function parseJsonBody(text: string): unknown {
  if (nestsDeeperThan(text, bodyDepthMax)) throw new AppError('body_too_deep');
  try {
    return secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw new AppError('bad_request');
  }
}

/** The same, for bodies that are JSON or nothing: an empty body is no body. */
export function parseOptionalJsonBody(text: string): unknown {
  return text.trim() === '' ? undefined : parseJsonBody(text);
}
