/** Invalid input to the engine. `reason` is a stable machine-readable code. */
export class EngineError extends Error {
  readonly reason: string;

  constructor(reason: string, message: string) {
    super(message);
    this.reason = reason;
    this.name = 'EngineError';
  }
}
