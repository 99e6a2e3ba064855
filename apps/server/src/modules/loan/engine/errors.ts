/** Invalid input to the engine. `reason` is a stable machine-readable code. */
export class EngineError extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}
