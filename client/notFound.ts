/** The not-found page reports the missing path to the console, where a developer looking for a broken link finds it. */
export function logNotFound(): void {
  if (document.querySelector('[data-not-found]')) {
    console.error(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
  }
}
