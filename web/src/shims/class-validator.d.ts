// dtoRule's deep import of class-validator's Validator (the package ships no types at that path).
declare module 'class-validator/esm5/validation/Validator' {
  export { Validator } from 'class-validator';
}
