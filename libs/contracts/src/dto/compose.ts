/**
 * One property decorator made of several, registered as stacking them above a property would: the last listed
 * first (class-validator reports a field's failures in that order).
 */
export const composed =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, property) => {
    for (const decorate of [...decorators].reverse()) decorate(target, property);
  };
