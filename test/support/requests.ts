// Requests the API client `api` cannot make, and what the system tests expect of a refused body.
import { answerOf, type ApiAnswer } from './marketplace';

/**
 * A body exactly as given, for what JSON.stringify cannot make of a value (a list or a bare JSON text as the
 * whole body, nesting too deep, a number out of JSON's range) or what is no JSON (form fields: `contentType`).
 */
export async function sendRaw(base: string, method: string, path: string, raw: string, token?: string, contentType = 'application/json'): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  return answerOf(await fetch(`${base}${path}`, { method, headers, body: raw }));
}

/** The field error of a body that is no JSON object (a list, a bare text, a number, null). */
export const BODY_NOT_AN_OBJECT = { body: ['The request body must be a JSON object.'] };

/** A 400 in the API envelope whose field errors are exactly `errors`. */
export function expectFieldErrors(answer: ApiAnswer, errors: Record<string, unknown[]>): void {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status: 400,
    body: { status: 0, success: false, error: expect.any(String), errors, http_error: expect.any(String) },
  });
}
