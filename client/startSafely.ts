/**
 * Starts one widget so that its failure stays its own: a throw (or a rejected chunk import) is
 * reported to the console and the next widget still starts. The HTML a widget enhances keeps
 * working without it.
 */
export function startSafely(name: string, start: () => void | Promise<void>): void {
  try {
    const result = start();
    if (result instanceof Promise) result.catch((error: unknown) => report(name, error));
  } catch (error) {
    report(name, error);
  }
}

function report(name: string, error: unknown): void {
  console.error(`The ${name} widget did not start:`, error);
}
