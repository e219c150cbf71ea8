/**
 * A request DTO's whole-body rule: the form rules of this package (`validateSignUp`, `validateProductForm`,
 * ...), which the web runs on its forms too, or the search object's allow-list check. The services' one
 * validation pipe runs it after the class-validator decorators have checked every field's type and size, so
 * a rule only ever sees well-typed input; what it answers (`value`) is what the handler gets.
 */
export type RequestCheck = (input: Record<string, unknown>) => { ok: true; value?: unknown } | { ok: false; errors: Record<string, string[]> };

const CHECKS = new WeakMap<object, RequestCheck>();

export function CheckedBy(check: RequestCheck): ClassDecorator {
  return (target) => {
    CHECKS.set(target, check);
  };
}

/** The rule of a DTO class, or of the nearest class it extends that has one. */
export function requestCheckOf(dto: unknown): RequestCheck | undefined {
  for (let cls = dto; typeof cls === 'function' && cls !== Function.prototype; cls = Object.getPrototypeOf(cls)) {
    const check = CHECKS.get(cls as object);
    if (check) return check;
  }
  return undefined;
}

/** A form rule (`{ field: [message] }`, empty when the form is fine) as a request check. */
export const formRule =
  (rule: (input: Record<string, unknown>) => Record<string, string[]>): RequestCheck =>
  (input) => {
    const errors = rule(input);
    return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true };
  };
