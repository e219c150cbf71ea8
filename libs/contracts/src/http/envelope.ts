import { MESSAGES } from '../messages';

/** Every successful answer of every service. */
export interface ApiSuccess<T> {
  status: 1;
  success: true;
  data: T;
  message?: string;
}

/** Every failed answer, sent with a real HTTP status. */
export interface ApiFailure {
  status: 0;
  success: false;
  /** Validation errors: field -> messages, using the specs' exact texts. */
  errors?: Record<string, string[]>;
  error?: string;
  /** The HTTP mapping text of the status (see httpErrorMessage). */
  http_error?: string;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export const apiSuccess = <T>(data: T, message?: string): ApiSuccess<T> =>
  message === undefined ? { status: 1, success: true, data } : { status: 1, success: true, data, message };

export const apiFailure = (failure: Omit<ApiFailure, 'status' | 'success'> = {}): ApiFailure => ({
  status: 0,
  success: false,
  ...failure,
});

export const isApiSuccess = <T>(response: ApiResponse<T>): response is ApiSuccess<T> => response.status === 1;

/** The specs' HTTP mapping: 500, 404 and 401 have their own text; any other status the generic one. */
export function httpErrorMessage(status: number): string {
  switch (status) {
    case 500:
      return MESSAGES.http.serverError;
    case 404:
      return MESSAGES.http.notFound;
    case 401:
      return MESSAGES.http.sessionExpired;
    default:
      return MESSAGES.http.other;
  }
}
