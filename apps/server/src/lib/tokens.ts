import { hash, randomBytes } from 'node:crypto';

const tokenBytes = 32;

/** A new opaque 256-bit session token. */
export function newToken(): string {
  return randomBytes(tokenBytes).toString('base64url');
}

/** Tokens are stored only as their SHA-256 (one-shot hashing: every signed-in request needs it). */
export function hashToken(token: string): Buffer {
  return Buffer.from(hash('sha256', token, 'hex'), 'hex');
}

/** The token of a request: `Authorization: <token>`, a `Bearer ` prefix also accepted. */
export function tokenFromHeader(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const token = value.startsWith('Bearer ') ? value.slice('Bearer '.length) : value;
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}
