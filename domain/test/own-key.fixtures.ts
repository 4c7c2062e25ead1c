// Test fixture for the domain's tests (outside src, so nothing ships it): the names every object
// inherits from Object.prototype, which a lookup keyed by a string from outside must not find.
// One list, so every lookup's test tries the same names.
export const builtInNames = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'isPrototypeOf',
] as const;
