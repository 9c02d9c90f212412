// NODE_ENV=production, what Vite's build sets when it is unset, set before any module of the build
// loads React (the icon sprite and the product pictures render with it before Vite starts): Node keeps
// the React build it loaded first, and the prerender renders with it. React's production build gives
// the same markup with about half the CPU of its development build. Imported first by buildSite.ts.
process.env.NODE_ENV ??= 'production';
