export const AUTH_OPTIONS = Symbol('AUTH_OPTIONS');
export interface AuthOptions {
  jwtSecret: string;
  jwtTtlSeconds: number;
}
