/** The response envelope of every business call: `{code, data, message}`. */
export interface Envelope<T> {
  code: number | string;
  data: T | null;
  message: string;
}

/** The `data` of a 400: which field is wrong and why. */
export interface ValidationErrorData {
  fields: Array<{ path: string; message: string }>;
}
