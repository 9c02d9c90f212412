/** The not-found page reports the missing path to the console (spec section 8). */
export function logNotFound(): void {
  if (document.querySelector('[data-not-found]')) {
    console.error(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
  }
}
